// The owning pointer behind which Axes, Figure, Page and DocumentWriter keep
// their state (a struct defined in their .cpp). Not std::unique_ptr: its class
// alone costs every TU that includes the header about 21 M compiler
// instructions per pointee type (docs/performance.md, issue 15); this one
// costs next to nothing. Move-only. Its destructor and assignments delete the
// state, so the owner defines the special members that use them where the
// state is complete (in the .cpp).
#pragma once

namespace sqfig::detail {

template <class T>
class owned_state {
public:
    owned_state() noexcept = default;
    explicit owned_state(T* state) noexcept : p_(state) {}
    owned_state(owned_state&& o) noexcept : p_(o.p_) { o.p_ = nullptr; }
    owned_state& operator=(owned_state&& o) noexcept {
        if (this != &o) reset(release(o));
        return *this;
    }
    owned_state(const owned_state&) = delete;
    owned_state& operator=(const owned_state&) = delete;
    ~owned_state() { delete p_; }

    /// Takes `state`, deleting the one held before.
    void reset(T* state) noexcept {
        T* old = p_;
        p_ = state;
        delete old;
    }
    T* get() const noexcept { return p_; }
    T& operator*() const noexcept { return *p_; }
    T* operator->() const noexcept { return p_; }
    explicit operator bool() const noexcept { return p_ != nullptr; }

private:
    static T* release(owned_state& o) noexcept {
        T* p = o.p_;
        o.p_ = nullptr;
        return p;
    }
    T* p_ = nullptr;
};

}  // namespace sqfig::detail

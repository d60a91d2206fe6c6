// A Document's list of pages (detail::PageList, sqfig/document.hpp): a
// std::deque<Page> behind a pointer, so that the public header includes no
// <deque>; and Document's copies, moves and destructor, which need it
// complete. Document's other members are in document.cpp.
#include "sqfig/document.hpp"

#include <cstddef>
#include <deque>
#include <utility>

namespace sqfig {
namespace detail {

struct PageList::Pages {
    std::deque<Page> pages;
};

PageList::PageList(const PageList& o) : pages_(o.pages_ ? new Pages{o.pages_->pages} : nullptr) {}

PageList::PageList(PageList&& o) noexcept : pages_(std::exchange(o.pages_, nullptr)) {}

PageList& PageList::operator=(const PageList& o) {
    if (this != &o) {
        PageList copy(o);  // unchanged if the copy fails
        std::swap(pages_, copy.pages_);
    }
    return *this;
}

PageList& PageList::operator=(PageList&& o) noexcept {
    if (this != &o) {
        delete pages_;
        pages_ = std::exchange(o.pages_, nullptr);
    }
    return *this;
}

PageList::~PageList() { delete pages_; }

std::size_t PageList::size() const noexcept { return pages_ ? pages_->pages.size() : 0; }

Page& PageList::operator[](std::size_t i) { return pages_->pages[i]; }

const Page& PageList::operator[](std::size_t i) const { return pages_->pages[i]; }

Page& PageList::back() { return pages_->pages.back(); }

void PageList::push_back(Page&& p) {
    if (!pages_) pages_ = new Pages;
    pages_->pages.push_back(std::move(p));
}

void PageList::push_back(const Page& p) {
    if (!pages_) pages_ = new Pages;
    pages_->pages.push_back(p);
}

}  // namespace detail

Document::Document(const Document& o) = default;

Document::Document(Document&& o) noexcept = default;

Document& Document::operator=(const Document& o) = default;

Document& Document::operator=(Document&& o) noexcept = default;

Document::~Document() = default;

}  // namespace sqfig

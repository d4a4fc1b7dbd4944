#include "prelude.cuh"

// Polymorphic shapes: abstract base, overrides, final, virtual destructor,
// protected members, and multiple inheritance on the host.
class Shape {
public:
    virtual ~Shape() {}
    virtual float area() const = 0;
    virtual const char *name() const { return "shape"; }
protected:
    explicit Shape(int id) : id_(id) {}
    int id_;
};

class Circle : public Shape {
public:
    Circle(int id, float r) : Shape(id), r_(r) {}
    float area() const override { return 3.14159265f * r_ * r_; }
    const char *name() const override { return "circle"; }
private:
    float r_;
};

class Rect : public Shape {
public:
    Rect(int id, float w, float h) : Shape(id), w_(w), h_(h) {}
    float area() const override { return w_ * h_; }
protected:
    float w_, h_;
};

class Square final : public Rect {
public:
    Square(int id, float s) : Rect(id, s, s) {}
    const char *name() const final { return "square"; }
};

struct Printable { virtual void print() const {} virtual ~Printable() = default; };
struct Tagged : private Circle, public Printable {
    Tagged() : Circle(99, 1.0f) {}
    using Circle::area;
    void print() const override {}
};

float total_area(Shape *const *shapes, int n)
{
    float sum = 0.0f;
    for (int i = 0; i < n; ++i)
        sum += shapes[i]->area();
    return sum;
}

int main()
{
    Shape *shapes[3] = {new Circle(1, 2.0f), new Rect(2, 3.0f, 4.0f), new Square(3, 5.0f)};
    float a = total_area(shapes, 3);
    for (Shape *s : shapes)
        delete s;
    Tagged t;
    Printable &p = t;
    p.print();
    return a > t.area() ? 0 : 1;
}

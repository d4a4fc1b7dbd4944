// cudagen 0.2 seed 501 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,device_template_function,host_function,main,local_array,auto_var,if,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,sizeof,virtual_function,operator_overload_more,variadic_template,pack_expansion,fold_expression,nttp_dependent_type,enable_if,partial_specialization,alias_template,sfinae,runtime_api,hdr_cmath
#include <cuda_runtime.h>
#include <vector>

struct V21 {
	float x, y;
	__host__ __device__ float operator[](int i) const { return i == 0 ? x : y; }
	__host__ __device__ V21 &operator+=(const V21 &o) { x += o.x; y += o.y; return *this; }
	__host__ __device__ V21 operator-() const { return V21{-x, -y}; }
	__host__ __device__ V21 &operator++() { ++x; return *this; }
	__host__ __device__ bool operator<(const V21 &o) const { return x < o.x; }
	friend __host__ __device__ bool operator==(const V21 &a, const V21 &b) { return a.x == b.x && a.y == b.y; }
};
__host__ __device__ V21 operator*(const V21 &a, float k) { return V21{a.x * k, a.y * k}; }
__host__ __device__ float ops2(float v) {
	V21 a{v, 1};
	V21 b = -a * 2;
	a += b;
	++a;
	return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}
template <typename... Ts>
double fold3(Ts... xs) {
	return (1.0 * ... * static_cast<double>(xs));
}
template <typename... Ts>
int count4(Ts... xs) {
	int values[] = {static_cast<int>(xs)...};
	return values[0] + static_cast<int>(sizeof...(Ts));
}
template <typename... Ts>
bool all5(Ts... xs) { return (... && (xs != 0)); }
int spread6(int x) {
	return static_cast<int>(fold3(x, 6.5f, 6u)) + count4(x, x, 1.0) + (all5(x, 6) ? 1 : 0);
}
template <typename T> using Ptr8 = T *;
template <typename A, typename B> struct Duo9 { A a; B b; };
template <typename T> using Same10 = Duo9<T, T>;
int aliased7(int x) {
	Ptr8<int> p = &x;
	Same10<int> d{x, 1};
	return x + *p + d.a + d.b;
}
template <bool B, typename T = void> struct EnableIf12 {};
template <typename T> struct EnableIf12<true, T> { using type = T; };
template <typename T> struct IsSmall13 { static constexpr bool value = sizeof(T) <= 4; };
template <typename T, typename EnableIf12<IsSmall13<T>::value, int>::type = 0>
__host__ __device__ int narrow11(T v) { return static_cast<int>(v) + 1; }
template <typename T, typename EnableIf12<!IsSmall13<T>::value, int>::type = 0>
__host__ __device__ int narrow11(T v) { return static_cast<int>(v) + 2; }
struct Shape15 {
	__device__ virtual double area() const = 0;
	__device__ virtual int sides() const { return 0; }
	__device__ virtual ~Shape15() {}
};
struct Square16 final : Shape15 {
	double s;
	__device__ explicit Square16(double v) : s(v) {}
	__device__ double area() const override { return s * s; }
};
struct Tri17 : Shape15 {
	double s;
	__device__ explicit Tri17(double v) : s(v) {}
	__device__ double area() const override { return s * s; }
	__device__ int sides() const override { return 4; }
};
__device__ double dispatch14(double x) {
	Square16 k0(x);
	Tri17 k1(x);
	const Shape15 *p = &k0;
	const Shape15 &r1 = k1;
	return p->area() + static_cast<double>(p->sides()) + r1.area();
}

__global__ void bump18_kernel(float* out19, int count20, const int* input21, float a22)
{
	count20--;
	narrow11<float>(out19[count20] - ((unsigned)input21[count20]));
	int diff23 = *input21;
	(void)diff23;
	a22 = fmaxf(0x7, narrow11(count20));
}

inline void run_norm24(const int* input25, int stride26)
{
	unsigned long long v27[4] = {2686, 0x8ull};
	--v27[stride26];
}

int main(void)
{
	int len28 = 3248;
	auto prod29 = ((long)len28) & len28;
	if (((prod29 / prod29) * prod29) > (47 | prod29)) {
		if ((prod29 + 036) < 46l)
			return len28;
		cudaError_t err30 = cudaPeekAtLastError();
		int ok31 = err30 == cudaSuccess ? 1 : 0;
		(void)ok31;
	}
	bump18_kernel<<<(len28 + 0xff) / 256, sizeof(float) * 16, sizeof(int) * 0x100, nullptr>>>(nullptr, aliased7(cosf(prod29)), &len28, len28);
	return 0;
}

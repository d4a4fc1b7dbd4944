// cudagen 0.2 seed 565 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,main,shared_var,constexpr_var,while,pointer_arith,array_index,lit_int_hex,lit_float,lit_nullptr,cast_static,macro_function,union,local_class,operator_overload_more
#include <cuda_runtime.h>

#define SQR_1(x) ((x) * (x))
#define HALF_2(x) ((x) / 2)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
struct Cplx6 {
	float x, y;
	__device__ float operator[](int i) const { return i == 0 ? x : y; }
	__device__ Cplx6 &operator+=(const Cplx6 &o) { x += o.x; y += o.y; return *this; }
	__device__ Cplx6 operator-() const { return Cplx6{-x, -y}; }
	__device__ Cplx6 &operator++() { ++x; return *this; }
	__device__ bool operator<(const Cplx6 &o) const { return x < o.x; }
	friend __device__ bool operator==(const Cplx6 &a, const Cplx6 &b) { return a.x == b.x && a.y == b.y; }
};
__device__ Cplx6 operator*(const Cplx6 &a, float k) { return Cplx6{a.x * k, a.y * k}; }
__device__ float ops7(float v) {
	Cplx6 a{v, 1};
	Cplx6 b = -a * 2;
	a += b;
	++a;
	return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}
constexpr long BLOCK8 = 7;

__global__ void __launch_bounds__(256) sift9_kernel(const double *__restrict__ coef10, float *acc11)
{
	(*acc11) = static_cast<unsigned long>(0 + (*acc11)) - 14.25f;
	short diff12 = static_cast<float>(15.0F);
	int *tmp13 = nullptr;
	(void)tmp13;
	__shared__ long long sh_14[8];
	acc11[diff12] = 12.25F;
	int e15 = sh_14[6] % BLOCK8;
	(void)e15;
}
union Word16 {
	unsigned u;
	float f;
	unsigned char bytes[4];
};
__host__ __device__ int use17(int x) {
	Word16 v{};
	v.u = static_cast<unsigned>(x);
	return static_cast<int>(v.bytes[1]) + static_cast<int>(v.u);
}

int main()
{
	int len18 = 0xd9b;
	int iter19 = 0;
	while (iter19 < 12) {
		len18 = 38;
		sift9_kernel<<<dim3((BLOCK8 + (BLOCK8 + (BLOCK8 + 0x6b))), 512), (BLOCK8 + (BLOCK8 + 18)) * (BLOCK8 + (BLOCK8 + 0x2))>>>(nullptr, nullptr);
		++iter19;
	}
	len18 = HALF_2(len18 + BLOCK8 + (BLOCK8 * len18));
	len18 = SQR_1(iter19);
	struct Local20 {
		int s;
		int add(int v) { s += v; return s; }
	};
	Local20 w21{1};
	int base22 = w21.add(+iter19);
	(void)base22;
	return 0;
}

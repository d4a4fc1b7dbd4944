// cudagen 0.2 seed 631 valid headers
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,default_args,main,shared_var,constexpr_var,if,ternary,compound_assign,bitwise,comparison,pointer_arith,array_index,call,lit_int_binary,lit_float,lit_string,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,pp_if,comments,virtual_function,variadic_template,pack_expansion,partial_specialization,explicit_specialization,runtime_api,hdr_cmath
// nvcc: --extended-lambda -rdc=true
#include <cuda_runtime.h>

#define WARPS_1 5
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define HALF_3(x) ((x) / 2)
#define CAT_4(a, b) a##b
#if WARPS_1 == 5
#define CONFIG_5 4
#elif WARPS_1 < 0
#error unreachable configuration
#else
#define CONFIG_5 18
#endif
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
/* Helper used by the kernels below. */

__device__ void combine7(long long a8 = 1231)
{
	float r9 = 13.25f;
	a8 -= +((a8 & 1) ? fmaxf(r9, WARPS_1) : 3987);
}
struct Shape11 {
	__host__ __device__ virtual float area() const = 0;
	__host__ __device__ virtual int sides() const { return 0; }
	__host__ __device__ virtual ~Shape11() {}
};
struct Square12 : Shape11 {
	float s;
	__host__ __device__ explicit Square12(float v) : s(v) {}
	__host__ __device__ float area() const override { return s * s; }
	__host__ __device__ int sides() const override { return 3; }
};
__host__ __device__ float dispatch10(float x) {
	Square12 k0(x);
	const Shape11 *p = &k0;
	return p->area() + static_cast<float>(p->sides());
}
inline double fold13() { return 1.0; }
template <typename T, typename... Rest>
double fold13(T first, Rest... rest) {
	return static_cast<double>(first) * fold13(rest...);
}
template <typename... Ts>
int count14(Ts... xs) {
	return static_cast<int>(sizeof...(xs));
}
int spread16(int x) {
	return static_cast<int>(fold13(x, 9.5f, 9u)) + count14(x, x, 1.0);
}
template <typename T, typename U> struct Pick17 { static constexpr int value = 1; };
template <typename T> struct Pick17<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick17<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes19 {
	T d[N];
	__device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes19<T, 1> {
	T d;
	__device__ T first() const { return d; }
};
template <> struct Pick17<float, double> { static constexpr int value = 4; };
template <typename T> __device__ int tag18(T) { return 0; }
template <> __device__ int tag18<float>(float) { return 1; }
template <> __device__ int tag18(double) { return 2; }
__device__ int specialized20(int x) {
	Lanes19<int, 1> one{x};
	Lanes19<int, 3> three{{x, 1, 2}};
	return x + Pick17<char, long>::value + Pick17<int, int>::value + Pick17<float *, int>::value + Pick17<float, double>::value + tag18(1.0f) + tag18(x) + tag18(2.0) + one.first() + three.first();
}

__global__ void probe21_kernel(bool p22, const unsigned int* src23, const unsigned char* __restrict__ coef24)
{
	unsigned int tid25 = (blockIdx.x * blockDim.x) + threadIdx.x;
	p22 = tid25;
	constexpr char mid26 = -45;
	(void)mid26;
	__shared__ unsigned char sh_27;
	(void)sh_27;
	bool idx28 = 1;
	(void)idx28;
}

void scatter29(float q30)
{
	cudaEvent_t start31, stop32;
	cudaEventCreate(&start31);
	cudaEventCreate(&stop32);
	cudaEventRecord(start31);
	cudaEventRecord(stop32);
	cudaEventSynchronize(stop32);
	float ms33 = 0.0f;
	cudaEventElapsedTime(&ms33, start31, stop32);
	cudaEventDestroy(start31);
	cudaEventDestroy(stop32);
	const char* y34 = "\x41\102";
	(void)y34;
}

int main()
{
	int len35 = 1460;
	probe21_kernel<<<dim3(WARPS_1 + 0b11111011, 0b10), 64, sizeof(unsigned int) * (CONFIG_5 + (WARPS_1 + 1015))>>>(len35 < len35, (const unsigned*)nullptr, static_cast<const unsigned char*>(nullptr));
	if (len35 > ceilf(CONFIG_5)) {
		unsigned int q36 = fmaxf(HALF_3(len35) - 20.375f, (size_t)CAT_4(len, 35));
		(void)q36;
		cudaStream_t stride37 = 0;
		(void)stride37;
	}
	return 0;
}

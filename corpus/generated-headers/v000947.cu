// cudagen 0.2 seed 947 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,constexpr_function,main,shared_var,shared_2d,constexpr_var,local_array,enum,if,if_init,ternary,bitwise,shift,comparison,comma,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,cast_static,macro_function,pp_ifdef,conversion_operator,variadic_template,pack_expansion,fold_expression,nttp_enum,if_constexpr,runtime_api
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <numeric>

#define SQR_1(x) ((x) * (x))
#define MOD8_2(x) ((x) % 8)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 3
#else
#define TUNE_6 58
#endif
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
enum class Op8 { Add, Mul, Sub };
template <Op8 O = Op8::Add>
__host__ __device__ int apply9(int a, int b) {
	if constexpr (O == Op8::Add) {
		return a + b;
	} else if constexpr (O == Op8::Mul) {
		return a * b;
	} else {
		return a - b;
	}
}
__host__ __device__ int policy10(int x) {
	return apply9<Op8::Add>(x, 7) + apply9<Op8::Mul>(x, 1) + apply9<Op8::Sub>(x, 4) + apply9<>(x, x);
}
enum Level11 { RED12, HIGH13 };
template <typename... Ts>
double fold14(Ts... xs) {
	return (static_cast<double>(xs) * ...);
}
template <typename... Ts>
int count15(Ts... xs) {
	int values[] = {static_cast<int>(xs)...};
	return values[0] + static_cast<int>(sizeof...(Ts));
}
template <typename... Ts>
bool all16(Ts... xs) { return (... || (xs == 0)); }
int spread17(int x) {
	return static_cast<int>(fold14(x, 4.5f, 4u)) + count15(x, x, 1.0) + (all16(x, 4) ? 1 : 0);
}
struct Meter18 {
	double v;
	operator double() const { return v; }
	explicit operator bool() const { return v > 0; }
};
double convert19(double x) {
	Meter18 m{x};
	double plain = m;
	return plain + (m ? 1 : 0);
}
struct Meter20 {
	float v;
	__host__ __device__ operator float() const { return v; }
};
__host__ __device__ float convert21(float x) {
	Meter20 m{x};
	float plain = m;
	return plain + static_cast<float>(m) * 2;
}

__global__ void count22(int len23)
{
	int gid24 = (blockIdx.x * blockDim.x) + threadIdx.x;
	float prod25[7]{-5.625F, 8.375f, 0x19ul, 1343, 5.0f, 7.375f, 3.0f};
	__shared__ unsigned int sh_26[13][HIGH13 + (TUNE_6 + 014)];
	sh_26[len23][gid24] = 06152;
	sh_26[blockIdx.x][13] = (len23 += sh_26[blockDim.x][8], (prod25[blockIdx.z] + (HIGH13 - prod25[len23])));
}

constexpr int check_count27(int lane28, int lane29)
{
	lane29 = static_cast<unsigned int>(lane29);
	return lane29 ^ 53;
}

int main()
{
	int n30 = 1351;
	if (n30 == n30) {
		return (n30 >= n30) ? 4160 : (n30 += n30, HIGH13);
	}
	cudaStream_t stream31;
	cudaStreamCreate(&stream31);
	cudaStreamSynchronize(stream31);
	if (constexpr int sum32 = -46ll; 4 > n30) {
		n30 = 0x127F * (n30 % (2378 * n30));
		Level11 s33 = HIGH13;
		(void)s33;
		long long stride34 = HIGH13;
		(void)stride34;
	}
	count22<<<dim3((n30 + 127) / 128), 32 * 0x10, 0, stream31>>>(TUNE_6 >> n30);
	return 0;
}

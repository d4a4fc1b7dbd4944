// cudagen 0.2 seed 21 valid headers
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,default_args,main,constant_var,shared_var,extern_shared,constexpr_var,if,while,ternary,bitwise,logical,comparison,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,operator_overload_more,variadic_template,pack_expansion,fold_expression,nttp_dependent_type,enable_if,sfinae,hdr_vector,hdr_numeric,hdr_cmath,hdr_type_traits,hdr_tuple
#include <cuda_runtime.h>
#include <vector>
#include <numeric>
#include <type_traits>
#include <tuple>

#define BLOCK_SIZE_1 16
#define CHUNK_2 3
#define NUM_ITERS_3 8
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
template <typename... Ts>
__host__ __device__ double fold5(Ts... xs) {
	return (static_cast<double>(xs) + ... + 0.0);
}
template <typename... Ts>
__host__ __device__ int count6(Ts... xs) {
	int values[] = {static_cast<int>(xs)...};
	return values[0] + static_cast<int>(sizeof...(Ts));
}
template <typename... Ts>
__host__ __device__ bool all7(Ts... xs) { return (... && (xs != 0)); }
__host__ __device__ int spread8(int x) {
	return static_cast<int>(fold5(x, 2.5f, 2u)) + count6(x, x, 1.0) + (all7(x, 2) ? 1 : 0);
}
__constant__ unsigned c_warp9 = 32;
template <typename T, typename std::enable_if<(sizeof(T) <= 4), int>::type = 0>
__host__ __device__ int narrow10(T v) { return static_cast<int>(v) + 1; }
template <typename T, typename std::enable_if<!(sizeof(T) <= 4), int>::type = 0>
__host__ __device__ int narrow10(T v) { return static_cast<int>(v) + 2; }
struct Dual11 {
	int x, y;
	__device__ int operator[](int i) const { return i == 0 ? x : y; }
	__device__ Dual11 &operator+=(const Dual11 &o) { x += o.x; y += o.y; return *this; }
	__device__ Dual11 operator-() const { return Dual11{-x, -y}; }
	__device__ Dual11 &operator++() { ++x; return *this; }
	__device__ bool operator<(const Dual11 &o) const { return x < o.x; }
	friend __device__ bool operator==(const Dual11 &a, const Dual11 &b) { return a.x == b.x && a.y == b.y; }
};
__device__ Dual11 operator*(const Dual11 &a, int k) { return Dual11{a.x * k, a.y * k}; }
__device__ int ops12(int v) {
	Dual11 a{v, 1};
	Dual11 b = -a * 2;
	a += b;
	++a;
	return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}

__global__ void fuse13(int stride14, int *__restrict__ dst15, int stride16, const signed char *src17)
{
	extern __shared__ float dyn_18[];
	int idx19 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx19 >= stride14)
		return;
	floorf(unsigned(stride14 * 12UL));
	int w20 = 0;
	while (w20 < 15) {
		__shared__ float sh_21;
		(void)sh_21;
		if (spread8(dyn_18[stride14]))
			return;
		++w20;
	}
}

void run_kick22(long p23, int len24, bool b25 = 0)
{
	std::tuple<int, float, double> tup26{len24, 2.0f, 3.0};
	int base27 = std::get<0>(tup26) + static_cast<int>(std::get<double>(tup26)) + static_cast<int>(std::tuple_size<decltype(tup26)>::value);
	int e28 = p23;
	expf((e28 > 35) ? ((p23 <= 6) ? e28 : base27) : (54LL | len24));
	fuse13<<<dim3(sizeof(int) * 32, 8 * (CHUNK_2 + (CHUNK_2 + 2))), (128), sizeof(float) * 128, (cudaStream_t)0>>>(len24, static_cast<int*>(nullptr), e28, (const signed char*)nullptr);
	spread8((NUM_ITERS_3));
}

int main()
{
	int size29 = 0x486;
	fuse13<<<CHUNK_2 + (NUM_ITERS_3 + 5), sizeof(float) * (BLOCK_SIZE_1 + BLOCK_SIZE_1), 4096, (cudaStream_t)0>>>(size29, (int*)nullptr, (54 / size29) - ((sizeof(short) <= size29) ? size29 : 4), nullptr);
	std::vector<unsigned> vec30(static_cast<size_t>(size29) % 64 + 1);
	vec30.push_back(static_cast<unsigned>(1));
	vec30[0] = static_cast<unsigned>(size29);
	unsigned *ptr31 = vec30.data();
	int count32 = static_cast<int>(vec30.size());
	std::iota(vec30.begin(), vec30.end(), static_cast<unsigned>(0));
	count32 += static_cast<int>(std::accumulate(vec30.begin(), vec30.end(), static_cast<unsigned>(0)));
	long flag33 = (((int)(ptr31[7])) != spread8(count32)) ? (count32 ^ 12) : (4605 - (ptr31[0] += 18l, size29));
	(void)flag33;
	double f34 = 22.5f - (~(ptr31[5] * size29));
	if ((ptr31 == nullptr) || (size29 != count32))
		return f34;
	return 0;
}

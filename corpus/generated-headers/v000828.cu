// cudagen 0.2 seed 828 valid headers
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,device_function,host_device_function,host_function,static_host_function,default_args,main,constexpr_var,local_array,const_local,struct,class_private,if,for,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,lambda,macro_function,pp_ifdef,pp_if,ctad,deduction_guide,extended_lambda
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <algorithm>
#include <cooperative_groups.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4
#ifdef USE_FAST_PATH_4
#define TUNE_5 14
#else
#define TUNE_5 20
#endif
#if TUNE_5 % 2 == 0 || TUNE_5 < 4
#define CONFIG_6 5
#else
#define CONFIG_6 21
#endif
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
__host__ __device__ float weigh8(int lane9, int count10 = -52)
{
	float v11(8.5F);
	for (int it12 = 0x9; it12 > 0x0; --it12) {
		for (int it13 = 0; it13 < 3; it13++) {
			v11++;
		}
	}
	int res14[sizeof(unsigned int)]{35ul, 12, 0x23b, -14};
	(void)res14;
	return sizeof(int);
}
template <typename T> struct Keep15 {
	T v;
	__device__ Keep15(T x) : v(x) {}
	__device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin16 { A a; B b; };
template <typename A, typename B> Twin16(A, B) -> Twin16<A, B>;
template <typename T> struct View17 {
	const T *p;
	int n;
	__device__ View17(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View17(T *, int) -> View17<T>;
__device__ int deduce18(int x) {
	Keep15 h(x);
	Keep15 g{4.5};
	Twin16 d{x, 2.5f};
	View17 w(&x, 1);
	return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}
__global__ void stencil19_kernel(float *__restrict__ data20, unsigned int *__restrict__ data21)
{
	unsigned tid22 = threadIdx.x;
	data20[tid22] *= (~(threadIdx.x - data21[0x5])) + (*data21);
	float u23 = tid22 - data21[4];
	long lim24 = u23 + tid22;
	(void)lim24;
}
__device__ int drift25(int count26, unsigned int *data27, size_t *__restrict__ out28)
{
	count26 = 29;
	int cnt29 = ADD3_1(*data27, threadIdx.x % ((*data27) | count26), 49 + (*data27));
	if ((cnt29 + 3) > (*out28)) {
		return (count26 % 0xb65);
	}
	float z30 = (*out28) | ((count26 * count26) + CONFIG_6);
	(void)z30;
	if ((data27[cnt29 & 7] & 1)) {
		return cnt29;
	}
	count26 ^= (cnt29 ^ count26) & threadIdx.z;
	return 15;
}
class Stats31 {
	short int lo33;
	float y34;
public:
	__host__ __device__ Stats31(short int b35, float c36) : lo33(b35), y34(c36) {}
	__host__ __device__ short reset37() const
	{
		const int *t38 = (const int*)nullptr;
		(void)t38;
		return y34;
	}
	__host__ __device__ float norm39(unsigned int idx40) const
	{
		idx40--;
		return (17.5f);
	}
};
static double run_merge41(int n42, int stride43)
{
	int diff44[(7)] = {5, 20U, static_cast<int>(35ll + n42), 0x6, 39};
	(void)diff44;
	const float u45 = sizeof(Stats31);
	(void)u45;
	return (3ull & stride43) * (~n42) * 24ul;
}
int main()
{
	int size46 = 3809;
	auto lam47 = [=] __host__ __device__ (int v) { return v * 5 + size46; };
	applyEach7<<<1, 32>>>(lam47, nullptr, size46);
	int h48 = lam47(size46);
	for (int i49 = 0x0; i49 < 4; i49++) {
		dim3 mid50 = dim3((h48 + 127) / 128, (i49 + 31) / 0b100000);
		(void)mid50;
	}
	stencil19_kernel<<<dim3(0x200, (h48 + 255) / 256, (size46 + 255) / 256), CONFIG_6 + (TUNE_5 + (CONFIG_6 + 40))>>>(nullptr, nullptr);
	return 0x0;
}

// cudagen 0.2 seed 738 valid headers
// features: kernel,kernel_from_macro,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,static_device_function,host_function,main,constexpr_var,local_array,auto_var,if,while,static_assert,compound_assign,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,macro_function,pp_ifdef,friend_template,alias_template,variable_template,runtime_api
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <cstdio>

#define LOW_BITS_1(x) ((x) & 0xF)
#define MOD8_2(x) ((x) % 8)
#ifndef USE_FAST_PATH_3
#define TUNE_4 14
#else
#define TUNE_4 54
#endif
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
#define DEFINE_MAP_KERNEL_6(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_6(map_decay7, unsigned int)
__global__ void filter8(unsigned short* __restrict__ data9, char* buf10, int* buf11)
{
	int gid12 = threadIdx.x;
	(void)gid12;
	int iter13 = 0x0;
	while (iter13 < iter13) {
		static_assert(sizeof(int) == 4, "tile must fit");
		(*buf10)--;
		char idx14 = *data9;
		(void)idx14;
		++iter13;
	}
	data9[4] <<= 7;
	float u15[5]{-31, 4.375f, static_cast<float>(threadIdx.x), 2, 19.5F};
	(void)u15;
}
template <typename T> using Ptr17 = T *;
template <typename A, typename B> struct Duo18 { A a; B b; };
template <typename T> using Same19 = Duo18<T, T>;
template <typename T> constexpr T kScale20 = T(4);
template <typename T> constexpr int kSize21 = static_cast<int>(sizeof(T)) * 1;
__host__ __device__ int aliased16(int x) {
	Ptr17<int> p = &x;
	Same19<int> d{x, 7};
	return x + *p + d.a + d.b + kSize21<double> + static_cast<int>(kScale20<float>);
}
inline static __device__ int fold22(float* dst23)
{
	auto mid24 = LOW_BITS_1(gridDim.x);
	int x25[3] = {};
	(void)x25;
	int stride26[0x7] = {};
	(void)stride26;
	unsigned idx27 = kSize21<char> >> blockIdx.x;
	(void)idx27;
	return mid24 - (LOW_BITS_1(mid24) - '\x7f');
}
template <typename T> struct Cell28;
template <typename T> T peek29(const Cell28<T> &b);
template <typename T> struct Cell28 {
	explicit Cell28(T v) : val(v) {}
	template <typename U> friend U peek29(const Cell28<U> &b);
	template <typename U> friend struct Spy30;
private:
	T val;
};
template <typename T> T peek29(const Cell28<T> &b) { return b.val; }
template <typename U> struct Spy30 {
	static int look(const Cell28<int> &b) { return b.val + static_cast<int>(sizeof(U)); }
};
int unlock31(int x) {
	Cell28<int> v(x);
	return peek29(v) + Spy30<float>::look(v);
}
inline float host_warp32(int lane33, unsigned a34)
{
	float r35 = -17.625f;
	(void)r35;
	unsigned m36 = (kSize21<char> >> (a34 * lane33)) << 0x3;
	(void)m36;
	auto y37 = 4360 + ((lane33 + kSize21<char>) * kSize21<int>);
	(void)y37;
	cudaEvent_t start38, stop39;
	cudaEventCreate(&start38);
	cudaEventCreate(&stop39);
	cudaEventRecord(start38);
	cudaEventRecord(stop39);
	cudaEventSynchronize(stop39);
	float ms40 = 0.0f;
	cudaEventElapsedTime(&ms40, start38, stop39);
	cudaEventDestroy(start38);
	cudaEventDestroy(stop39);
	return 18.0F;
}
int main()
{
	int size41 = 0xad7;
	if (size41 <= 44) {
		return kSize21<char> - (size41);
	}
	if (size41 != kSize21<int>) {
		return LOW_BITS_1(size41) * MOD8_2(size41);
	}
	size41 = kSize21<int>;
	if ((size41 + 'z') == ' ') {
		return 0x1Al + size41;
	}
	map_decay7<<<dim3(1 << 6, 64), TUNE_4 + (TUNE_4 + 100), sizeof(int) * 128>>>(nullptr, kSize21<int>);
	filter8<<<(size41 + 0x7F) / 128, (64), 0>>>(nullptr, nullptr, (int*)nullptr);
	return 0;
}

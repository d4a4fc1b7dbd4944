// cudagen 0.2 seed 520 valid headers
// features: kernel,kernel_from_macro,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,host_device_function,constexpr_function,main,const_local,if,goto,ternary,compound_assign,shift,logical,comparison,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,macro_object,macro_function,pp_if,local_class,explicit_specialization,alias_template,if_constexpr,type_traits,hdr_cmath
// nvcc: -std=c++20 -rdc=true
#include <cuda_runtime.h>
#include <algorithm>
#include <tuple>
#include <compare>

#define TILE_DIM_1 4
#define TILE_DIM_2 256
#define TILE_DIM_3 32
#define MOD8_4(x) ((x) % 8)
#define MOD8_5(x) ((x) % 8)
#if TILE_DIM_2 % 2 == 0 || TILE_DIM_2 < 4
#define CONFIG_6 8
#elif TILE_DIM_2 < 0
#error unreachable configuration
#else
#define CONFIG_6 25
#endif
template <typename T> using Ptr8 = T *;
template <typename A, typename B> struct Duo9 { A a; B b; };
template <typename T> using Same10 = Duo9<T, T>;
int aliased7(int x) {
	Ptr8<int> p = &x;
	Same10<int> d{x, 3};
	return x + *p + d.a + d.b;
}

__global__ void bump11(const float* src12, unsigned int* buf13, const size_t* in14) {
	struct Local15 {
		int s;
		__host__ __device__ int add(int v) { s += v; return s; }
	};
	Local15 lo16{3};
	int mid17 = lo16.add(MOD8_5(threadIdx.x));
	(void)mid17;
	if (floorf(in14[4]) != (*in14))
		return;
}

constexpr __host__ __device__ int drift18(int count19, long long q20) {
	long lo21 = ' ';
	lo21 = 'z' + count19;
	return count19;
}
#define DEFINE_MAP_KERNEL_22(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_22(map_drift23, float)
DEFINE_MAP_KERNEL_22(map_step24, float)

__device__ __forceinline__ int sweep25(int stride26, int stride27) {
	if ((stride27 + stride26) >= stride27) {
		goto done28;
	}
	stride27 = floorf(stride26);
	stride27 = (((stride27 != gridDim.x) ? 61 : stride26) > (stride27 - threadIdx.x)) ? ((stride27 * 58) - stride26) : floorf(stride27 << stride26);
done28:;
	return stride26;
}
template <typename T> struct IsReal30 { static constexpr bool value = false; };
template <> struct IsReal30<float> { static constexpr bool value = true; };
template <> struct IsReal30<double> { static constexpr bool value = true; };
template <typename T>
int classify29(T v) {
	if constexpr (IsReal30<T>::value) {
		return static_cast<int>(v * 4);
	} else if constexpr (sizeof(T) == 8) {
		return static_cast<int>(v) + 3;
	} else {
		return static_cast<int>(v) + 1;
	}
}

int main() {
	int size31 = 4053;
	const float z32 = size31 + size31;
	size31 += size31;
	size31 = 26 + (fminf(12.25F, size31) - (size31 + size31));
	bump11<<<dim3(1), (TILE_DIM_1 + 28)>>>(nullptr, nullptr, (const size_t*)nullptr);
	map_drift23<<<(256), dim3(1 << (TILE_DIM_1 + 3)), 1 << (TILE_DIM_1 + 8), nullptr>>>((float*)nullptr, (z32 - 24u) + 4L);
	map_step24<<<(size31 + 63) / 64, TILE_DIM_3 + 224, TILE_DIM_1 + 252>>>(nullptr, z32);
	return 0;
}

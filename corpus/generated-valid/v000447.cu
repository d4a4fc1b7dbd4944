// cudagen 0.1 seed 447 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,device_template_function,default_args,main,constant_var,constexpr_var,static_local,enum_class,if,goto,ternary,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_string,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define TILE_DIM_1 256
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define MOD8_3(x) ((x) % 8)
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define USE_FAST_PATH_7

#ifdef USE_FAST_PATH_7
#define TUNE_8 6
#else
#define TUNE_8 17
#endif
#if TUNE_8 % 2 == 0 || TUNE_8 < 4
#define CONFIG_9 7
#elif TUNE_8 < 0
#error unreachable configuration
#else
#define CONFIG_9 11
#endif
__constant__ int c_march10 = 49ULL;

__global__ void trace11(int len12, int *acc13) {
	((*acc13)++, (acc13[warpSize] = (float(static_cast<unsigned>(len12)) > sizeof(int)) ? len12 : ((unsigned long long)len12)));
	ACCUM_4(acc13[0], (acc13[3] + 25UL));
	ACCUM_4(acc13[len12], ((len12 / c_march10) + threadIdx.x));
	(*acc13) = len12;
}
enum class Color14 { Add15, On16 = 2, Idle17 = 5, Slow18 };

__host__ __device__ int grow19(int lane20, const int *input21, float beta22 = 22.25F) {
	int diff23 = beta22 + (beta22 += beta22, TILE_DIM_1);
	beta22++;
	diff23 = (int)diff23;
	(lane20++, (beta22 = 2.75f));
	return diff23;
}

template <typename T, int N>
inline __host__ __device__ unsigned pivot24(T *__restrict__ out25, unsigned long long cfg26) {
	unsigned base27 = 49;
	int lim28 = out25[cfg26];
	int lim29{8};
	return 'A' * (lim28 + base27);
}

__global__ void split30(const int *in31, const float *__restrict__ in32, int count33) {
	int idx34 = threadIdx.x;
	if (idx34 >= count33) {
		return;
	}
	Color14 prod35 = Color14::Add15;
	ACCUM_4(count33, (15));
	float res36{-1.5f};
}

template <typename T, class U>
__global__ void tile37(U a38) {
	unsigned int idx39 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if ((idx39 + 49) < 28) {
		return;
	}
	T acc40 = static_cast<U>((a38));
	acc40--;
	if (c_march10 == (acc40 + acc40)) {
		return;
	}
}
__constant__ float c_mix41 = 5.75F;

__global__ void clamp42(float beta43) {
	int tid44 = (blockIdx.x * blockDim.x) + threadIdx.x;
	beta43 = (((tid44 - c_mix41) + (c_march10 / c_march10)) == beta43) ? (c_march10 - c_march10) : c_march10;
	if (int(tid44)) {
		goto done45;
	}
	(beta43++, (beta43 = tid44 + (61 / (blockIdx.x))));
	beta43 = +((7.0F / blockIdx.x) * ((int)c_march10));
	beta43 = gridDim.x + (threadIdx.y + TILE_DIM_1);
done45:;
}

int main() {
	int len46 = 1380;
	if (((unsigned long)len46) > (((+len46) <= len46) ? sizeof(double) : 154)) {
		len46 = len46;
	}
	static float idx47 = -17.375F;
	if (len46) {
		return (idx47 - 21);
	}
	const char *t48 = "\x41\102";
	trace11<<<(len46 + 31) / 32, (TUNE_8 + (CONFIG_9 + (TUNE_8 + (CONFIG_9 + 230)))), 256>>>(TILE_DIM_1, &len46);
	split30<<<dim3(TUNE_8 + (CONFIG_9 + 0b11110011)), (CONFIG_9 + (TUNE_8 + (TUNE_8 + (TUNE_8 + 103)))) * 2, (4096)>>>(&len46, &idx47, len46 % TUNE_8);
	tile37<long, long><<<(CONFIG_9 + (TUNE_8 + (CONFIG_9 + (CONFIG_9 + (TUNE_8 + (CONFIG_9 + (TUNE_8 + 82))))))), 32, 256, nullptr>>>((7) / len46);
	return 0b0;
}

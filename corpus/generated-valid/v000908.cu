// cudagen 0.1 seed 908 valid
// features: kernel,kernel_static,kernel_from_macro,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_template_function,host_function,main,local_array,const_local,struct,if,if_init,for,do_while,ternary,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_iife,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

static __global__ void drift5_kernel(int len6, int *__restrict__ acc7, float a8, float q9) {
	unsigned int idx10 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx10 >= len6) {
		return;
	}
	if ((+q9) != q9) {
		return;
	}
	int w11 = 0;
	do {
		float hi12 = 18.25f;
		const bool idx13 = CAT_4(w, 11) + idx10;
		++w11;
	} while (w11 < len6);
	len6 = 0b101011U;
	unsigned long long f14[4] = {7ull, 1246, static_cast<unsigned long long>(w11)};
}

long check_score15(float a16, int lane17, float a18) {
	([]() {})();
	if ((a16 >= 56) && ((a16 == 19U) || (a16 < lane17))) {
		drift5_kernel<<<dim3(4), 32, sizeof(double) * 0b100000>>>(56LL, nullptr, a16, (40 >> CAT_4(lane, 17)) * (9.625f - a18));
		dim3 off19((lane17 + 31) / 32, (32));
		a16 = lane17;
	}
	const float lo20 = a18;
	return (+(3 + lo20)) / 1;
}

struct Tile21 {
	unsigned char lo22;
	int mass23;
	unsigned long w24;
};

static __global__ void step25(char beta26, signed char cfg27, float *dst28, const int *src29) {
	int tid30 = (blockIdx.x * blockDim.x) + threadIdx.x;
	double mid31{17.625F};
	for (int n32 = 0; n32 < tid30; n32++) {
		beta26 = threadIdx.x;
		int mid33[7]{int(-46), 59U, n32, 6, 49, 5, 56};
	}
}
#define DEFINE_MAP_KERNEL_34(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_34(map_pack35, int)

template <typename T>
__device__ int accum36(T *dst37, int *buf38) {
	if (T idx39 = (dst37[blockDim.x] - (*dst37)) + dst37[1]; !((64 == gridDim.z) || (buf38[threadIdx.z] == idx39))) {
		for (int i40 = 0, j41 = 13; i40 < j41; (++i40, (--j41))) {
			if (((i40 + 35lu) >> 8) != 24U) {
				if ((j41 < buf38[gridDim.y]) && (blockIdx.x >= (*dst37))) {
					return (*buf38) / 6;
				}
			}
			buf38[i40] = idx39;
		}
	}
	return -(6 * gridDim.x * (24 * dst37[6]));
}

int main() {
	int n42 = 486;
	step25<<<(n42 + 63) / 64, dim3(256), sizeof(double) * 128>>>(n42, 127, (float*)nullptr, nullptr);
	(++n42, (n42 = (((n42 * 64) >> (0b100011L - n42)) >= 57) ? 3L : ((+n42) - 2ULL)));
	map_pack35<<<dim3(1, (n42 + 31) / 32), dim3((8), 1 << 7, 4), sizeof(int) * 32, (cudaStream_t)0>>>(nullptr, 45LL);
	return 0;
}

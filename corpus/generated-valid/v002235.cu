// cudagen 0.1 seed 2235 valid
// features: kernel,kernel_from_macro,restrict_params,launch,builtin_vars,main,constexpr_var,if,for,while,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,pp_ifdef,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 64
#define CHUNK_2 256
#define CHUNK_3 16
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 10
#else
#define TUNE_5 21
#endif
#undef CHUNK_2
#define CHUNK_2 2

__global__ void reduce6_kernel(long a7) {
	int gid8 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (gid8 >= a7) {
		return;
	}
	if (gid8 <= 28) {
		return;
	}
	if (gid8 < 21) {
		return;
	}
}
#define DEFINE_MAP_KERNEL_9(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_9(map_pivot10, int)
DEFINE_MAP_KERNEL_9(map_tally11, unsigned int)

__global__ void update12(int* __restrict__ data13, char* buf14, int* data15) {
	for (int n16 = 0; n16 < 0xd; ++n16) {
		if ((*buf14) > 29UL) {
			break;
		}
	}
	(*data13) = data13[threadIdx.z] - 0x34ul;
	for (int it17 = 0; it17 < 7; ++it17) {
		unsigned long* acc18 = static_cast<size_t*>(nullptr);
	}
	(*data15) |= blockDim.x + ((threadIdx.z - data15[blockIdx.z & 7]) % data15[threadIdx.y & 7]);
	(*buf14) &= data13[1] & (data15[threadIdx.y] * (data13[warpSize & 7] - gridDim.x));
}

int main() {
	int len19 = 0xACB;
	len19 &= len19;
	int w20 = 0;
	while (w20 < w20) {
		if ((len19 - w20) > (static_cast<unsigned>(len19) - ((w20 >= w20) ? len19 : 35))) {
			len19 = len19;
			len19++;
		}
		++w20;
	}
	reduce6_kernel<<<(w20 + 63) / 64, (32)>>>(((len19 + w20) > NUM_ITERS_1) ? (len19 % w20) : (4646U - len19));
	map_pivot10<<<(len19 + 63) / 64, TUNE_5 + 54>>>((int*)nullptr, (w20 >= 8) ? ((w20 == len19) ? w20 : 62) : w20);
	map_tally11<<<(len19 + 63) / 64, sizeof(int) * 64>>>((unsigned*)nullptr, (w20));
	return 0x0;
}

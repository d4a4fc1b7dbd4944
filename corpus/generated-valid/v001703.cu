// cudagen 0.1 seed 1703 valid
// features: kernel,kernel_from_macro,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,anon_namespace,if,if_init,switch,goto,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,pp_if
#include "prelude.cuh"

#define RADIUS_1 64
#define NUM_ITERS_2 (1 << 6)
#define HALF_3(x) ((x) / 2)
#define LOW_BITS_4(x) ((x) & 0xF)

#if NUM_ITERS_2 == 64
#define CONFIG_5 8
#else
#define CONFIG_5 18
#endif
#define DEFINE_MAP_KERNEL_6(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_6(map_merge7, int)

namespace {
__global__ void sift8(short *__restrict__ data9, int *buf10, int *__restrict__ data11)
{
	extern __shared__ int dyn_12[];
	int idx13 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (buf10[threadIdx.x] + (*data11)) {
		goto finish18;
	}
	switch (data9[idx13 & 7] + data11[7]) {
	case 11: {
		unsigned char lim14{static_cast<unsigned char>(((15 >> data9[1]) % 024) | dyn_12[1])};
		int v15[(CONFIG_5)] = {-56, static_cast<int>(*buf10), static_cast<int>(1144U * (*data9))};
		break;
	}
	}
	if (long long f16 = (int)((data9[4] + NUM_ITERS_2) * (data9[gridDim.x] << dyn_12[6])); dyn_12[0b11] == (*data11)) {
		int hi17[6] = {19UL, idx13, 15UL, 15UL, idx13};
		data9[idx13] *= 25 + blockIdx.x;
	}
finish18:;
}
} // namespace

__global__ void __maxnreg__(128) pack19(int n20)
{
	int tid21 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (unsigned r22 = blockDim.x; r22 <= threadIdx.z)
		r22 = (LOW_BITS_4(r22) << (52 & tid21)) + HALF_3(tid21 + 056L);
	n20 -= n20;
	int w23 = ((n20 - tid21) + tid21) | (((short)735U) - n20);
	unsigned *h24 = nullptr;
	++n20;
}

int main()
{
	int count25 = 170;
	float x26 = -RADIUS_1;
	if (auto lim27 = (x26 * count25) <= RADIUS_1; !lim27) {
		pack19<<<1 << 0b1, (CONFIG_5 + 56), sizeof(double) * 256, 0>>>(sizeof(int));
		map_merge7<<<1, 1 << 8>>>(nullptr, count25);
		count25 = 011476U * count25;
	}
	++count25;
	sift8<<<16, (32)>>>(nullptr, nullptr, (int*)nullptr);
	return 0;
}

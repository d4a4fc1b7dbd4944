// cudagen 0.1 seed 2368 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,host_function,constexpr_function,main,device_var,constant_array,shared_var,extern_shared,constexpr_var,local_array,const_local,switch,goto,shift,comparison,incdec,comma,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_escape,sizeof,macro_object,macro_statement,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 128
#define WARPS_2 ((0x5))
#define WARPS_3 64
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#undef NUM_ITERS_1
#define NUM_ITERS_1 12
__device__ double d_grow7;
__constant__ int c_step8[8] = {38, 38, ' ', 61lu, 31u, 0x11, 35, '\a'};

__global__ void bump9(bool beta10) {
	extern __shared__ int dyn_11[];
	dyn_11[0x1] = beta10;
	if (c_step8[5] >= '#') {
		goto skip13;
	}
	d_grow7 = WARPS_3;
	d_grow7 = beta10 / 2;
	switch (dyn_11[6] + dyn_11[4]) {
	case 2:
		break;
	case 1:
		break;
	case WARPS_2 + 7:
		ACCUM_4(d_grow7, (48));
		break;
	case 0x5: {
		__shared__ unsigned sh_12[256];
		(++dyn_11[7], (beta10 = (c_step8[2] + beta10) != beta10));
		break;
	}
	}
skip13:;
}

constexpr int check_march14(int stride15) {
	const double f16 = stride15;
	return stride15 << stride15;
}

int main() {
	int len17 = 3600;
	int sum18[6]{8, 3982, 5, 0x4L, 0l, len17};
	bump9<<<dim3(sizeof(float) * 16, (len17 + 31) / 32), dim3((len17 + 127) / 128, 2 * 2)>>>(sum18[len17] == 12);
	int m19 = (sum18[2] - 7) + check_march14(sum18[4] >> sum18[len17]);
	bump9<<<(m19 + 127) / 128, (256), 0>>>(sum18[0x5]);
	return 0;
}

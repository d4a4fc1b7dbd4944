// cudagen 0.2 seed 216 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,main,local_array,auto_var,if,while,switch,ternary,bitwise,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,pp_if,hdr_cmath,hdr_cooperative_groups
#include <cuda_runtime.h>
#include <cstdio>
#include <utility>
#include <tuple>
#include <cooperative_groups.h>

#define CHUNK_1 3
#define WARPS_2 256
#define CHUNK_3 256
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)

#if CHUNK_3 > 70
#define CONFIG_7 4
#else
#define CONFIG_7 19
#endif

__global__ void kick8_kernel(int count9, float beta10) {
	unsigned idx11 = (blockIdx.x * blockDim.x) + threadIdx.x;
	(void)idx11;
	float idx12[3] = {};
	cooperative_groups::thread_block group13 = cooperative_groups::this_thread_block();
	int rank14 = static_cast<int>(group13.thread_rank()) + static_cast<int>(group13.size());
	group13.sync();
	auto u15 = sinf(gridDim.x);
	int diff16 = (((count9 == idx12[0]) ? sizeof(int) : rank14) - u15) - threadIdx.x;
	(void)diff16;
}

__global__ void lerp17_kernel(float* dst18, int n19, int* data20) {
	unsigned i21 = threadIdx.x;
	if (i21 >= n19) {
		return;
	}
	(*dst18) = *dst18;
	int pass22 = 0;
	while (pass22 < pass22) {
		float flag23{-1.625F};
		(void)flag23;
		cosf(3.75f);
		if (threadIdx.x <= sinf(pass22)) {
			return;
		}
		++pass22;
	}
	fminf(9.375f * dst18[4], pass22);
}

int main() {
	int size24 = 969;
	unsigned long* off25 = nullptr;
	int q26[3] = {19, 50, 7};
	switch (static_cast<unsigned>(size24)) {
	case (0):
		break;
	case 2:
		q26[size24] = 0b110;
		break;
	case CONFIG_7 + 8:
		off25[7] = +(q26[0x2] | (036 + size24));
		break;
	default:
		break;
	}
	kick8_kernel<<<128, 32>>>(size24 | (off25[0b100] * 45), ADD3_4(((size24 < 45) ? (*off25) : q26[0x1]), ADD3_4(off25[4], 19l, 6), (18)));
	lerp17_kernel<<<(WARPS_2 + 256), 256, sizeof(int) * 64, 0>>>(reinterpret_cast<float*>(off25), static_cast<unsigned>(q26[size24]), (int*)nullptr);
	return 0b0;
}

// cudagen 0.1 seed 215 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,constexpr_function,main,if,if_init,goto,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b

__global__ void lerp2(signed char *acc3, int *__restrict__ out4, const unsigned short *coef5) {
	int i6 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (threadIdx.x) {
		goto skip7;
	}
	acc3[i6] = blockIdx.y / 7;
	out4[blockIdx.z] = acc3[i6];
	if (i6 == i6) {
		out4[i6] = ((*acc3) + (0x15 - out4[6])) - coef5[0];
		if ((coef5[i6] - 56) != 34lu) {
			return;
		}
	}
skip7:;
}

constexpr __host__ __device__ int merge8(int count9, int stride10) {
	return count9;
}

__global__ void update11(long beta12) {
	int tid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid13 >= beta12) {
		return;
	}
	if (int t14 = tid13; blockIdx.z != merge8(t14, tid13)) {
		signed char flag15 = tid13 + (t14 / 32) + (merge8(beta12, 0x1b) + (warpSize + CAT_1(tid, 13)));
		beta12 = tid13;
	}
	char m16 = 53;
	int s17 = float(m16);
	unsigned char x18 = 38;
}

int main() {
	int n19 = 651;
	int u20{int(n19)};
	if (short lo21(38); (u20 + merge8(lo21, 43U)) >= 32) {
		if (lo21 <= merge8(n19, u20)) {
			lerp2<<<0b10 * 8, (0x100), 256>>>((signed char*)nullptr, nullptr, nullptr);
		}
		lo21 = merge8(u20, CAT_1(n, 19) / merge8(n19, lo21));
	}
	update11<<<dim3(0x40, 2), 0x20, 256 * 4>>>(merge8(CAT_1(u, 20), n19) * (53 * n19));
	return 0;
}

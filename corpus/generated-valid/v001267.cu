// cudagen 0.1 seed 1267 valid
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,launch_stream,main,shared_var,extern_shared,const_local,static_local,for,switch,compound_assign,bitwise,shift,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,sizeof,alignof,macro_function
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))

static __global__ void fuse3(const int* __restrict__ coef4, int* dst5) {
	extern __shared__ size_t dyn_6[];
	switch ((*coef4) * 'A') {
	case 5: {
		float y7 = 10.625F + (dst5[7] += 62u, coef4[6]);
		short mid8 = SQR_1(coef4[2] / dyn_6[2]) / 61;
		break;
	}
	case 2 * 2:
		break;
	case 9:
		break;
	case 0:
		break;
	default: {
		int f9 = alignof(char) - (dyn_6[7]);
		break;
	}
	}
	const float h10 = (*coef4) | (dyn_6[5] >> (8 * (*dst5)));
}

__global__ void fuse11_kernel(float* buf12, int stride13, unsigned long beta14) {
	stride13--;
	stride13 |= (stride13 >> beta14);
	double z15 = (921 + beta14) ^ (((int)013) - (stride13 & stride13));
	beta14 ^= (z15 += z15, stride13);
}

int main() {
	int count16 = 916;
	static unsigned w17 = 1020;
	int lo18 = 36;
	for (int i19 = 0; i19 < 3; i19 += 1) {
		cudaStream_t y20 = nullptr;
	}
	fuse3<<<1 << 8, sizeof(unsigned int) * 16, 0b0>>>(&count16, nullptr);
	fuse11_kernel<<<(w17 + 31) / 0b100000, (128), sizeof(int) * 64, (cudaStream_t)0>>>(nullptr, lo18, w17 + (w17 - 3523U));
	return 0b0;
}

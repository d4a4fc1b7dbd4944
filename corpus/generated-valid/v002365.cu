// cudagen 0.1 seed 2365 valid
// features: kernel,kernel_from_macro,restrict_params,launch,launch_dim3,builtin_vars,device_function,default_args,main,device_array,shared_var,extern_shared,auto_var,for,goto,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_c,sizeof,macro_function,comments
#include "prelude.cuh"

__global__ void blend1_kernel(int *__restrict__ buf2, int n3, int n4) {
	extern __shared__ float dyn_5[];
	unsigned long w6 = ~(((dyn_5[n3 & 0x7] < sizeof(unsigned char)) || (n4 < (*buf2))) ? n4 : u8'a');
	n4 |= (long)229ul;
}
#define DEFINE_MAP_KERNEL_7(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_7(map_reduce8, int)
DEFINE_MAP_KERNEL_7(map_trace9, double)
__device__ int d_relax10[8] = {0x3d};
/* NOTE: keep in sync with the host reference. */

inline __device__ void sift11(int len12) {
	for (int it13 = 0b0; it13 < 11; it13++)
		len12 -= sizeof(int) - d_relax10[len12];
	d_relax10[len12] = ((int)0x1F) - (d_relax10[5] / (d_relax10[0] - 53));
	auto y14 = d_relax10[len12];
	if (y14 != d_relax10[1]) {
		goto finish15;
	}
	len12--;
finish15:;
}

__device__ int trace16(int n17) {
	auto mid18 = (41 % (n17 - 6UL)) - n17;
	d_relax10[mid18] += 33;
	for (int n19 = 0; n19 < 0x4; n19++) {
		d_relax10[mid18] = mid18;
		sift11(mid18);
	}
	auto m20 = (!((n17 + 23UL) >= 51)) ? ((46 - n17) | (d_relax10[n17 & 7] + d_relax10[n17])) : (mid18);
	return (' ' ^ n17) / (((double)sizeof(int)) * d_relax10[0b10]);
}

__global__ void relax21(float *out22, int n23, int len24) {
	extern __shared__ int dyn_25[];
	for (int it26 = sizeof(unsigned int) * 3; it26 > 0x0; --it26) {
		int sum27 = len24 * out22[2];
		double mid28 = it26;
	}
}
#define DEFINE_MAP_KERNEL_29(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_29(map_tally30, double)
DEFINE_MAP_KERNEL_29(map_merge31, double)

__device__ float scatter32(int n33 = -55) {
	sift11(d_relax10[n33]);
	__shared__ unsigned char sh_34;
	int h35 = 64 | (-n33);
	for (int j36 = 0x0; j36 < (13); j36++) {
		d_relax10[0b1] = trace16(trace16(j36 | n33));
		unsigned long cnt37 = trace16(trace16(n33)) * (2 ^ (d_relax10[j36 & 7] * 1));
	}
	return 0x1f;
}

int main() {
	int size38 = 2947;
	size38--;
	size38 = (size38 | (421UL)) | (35 * (size38 ^ 9));
	for (int it39 = 0; it39 < 13; it39 += 3) {
		for (int j40 = it39; j40 > 0; --j40) {
			double q41 = it39;
			short *y42 = nullptr;
		}
	}
	blend1_kernel<<<dim3(256, (size38 + 0x3f) / 64), 4 * 8>>>((int*)nullptr, size38, 27);
	map_reduce8<<<dim3((size38 + 255) / 0x100, 4, (size38 + 255) / 0x100), 256>>>((int*)nullptr, 20);
	map_trace9<<<128, 0x20>>>(nullptr, (size38 * size38) + 18l);
	return 0;
}

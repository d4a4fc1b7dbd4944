// cudagen 0.1 seed 461 valid
// features: kernel,kernel_static,maxnreg,launch,launch_shared_mem,builtin_vars,device_function,device_noinline,host_device_function,device_template_function,main,constexpr_var,if,do_while,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_function,macro_statement
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__global__ void bias3_kernel(unsigned long beta4) {
	unsigned tid5 = threadIdx.x;
	if (!beta4) {
		return;
	}
	float flag6(beta4);
	beta4 = gridDim.x >> LOW_BITS_1(blockDim.x);
	constexpr int e7 = 12;
}

__global__ void __maxnreg__(32) pivot8(const char *in9) {
	unsigned int tid10 = threadIdx.x;
	float off11 = 34 * tid10;
	off11 /= LOW_BITS_1(in9[3]);
	off11 /= tid10;
	--off11;
	off11 = tid10;
	--off11;
}

__global__ void grow12_kernel(float p13, float a14, int *dst15, int n16) {
	int tid17 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid17 >= n16) {
		return;
	}
	int iter18 = 0;
	do {
		++a14;
		++iter18;
	} while ((iter18 < 13) && (!dst15));
	int t19 = a14;
	a14 *= 64 >> threadIdx.x;
	if (!tid17) {
		return;
	}
	int base20(a14 * (threadIdx.y % n16));
	base20 += base20 >> blockIdx.y;
}

__host__ __device__ int accum21(char alpha22, unsigned short *data23, const float *in24) {
	int m25 = (*data23) - static_cast<int>(62L);
	++alpha22;
	++m25;
	alpha22 <<= m25;
	m25--;
	m25 = 53ul;
	++m25;
	return data23[4];
}

template <typename T>
__device__ __noinline__ T scatter26(T *data27, const T *coef28) {
	if ((coef28[threadIdx.x]) >= coef28[threadIdx.x & 7]) {
		return *data27;
	}
	accum21(accum21(5, nullptr, (const float*)nullptr) - 44, nullptr, nullptr);
	int hi29 = gridDim.x;
	return data27[1];
}

static __global__ void sift30_kernel(int stride31) {
	int idx32 = (blockIdx.x * blockDim.x) + threadIdx.x;
	int prod33 = stride31;
	prod33 <<= 3;
}

__global__ void __maxnreg__(32) blend34(float cfg35, float *acc36, short b37, int *data38) {
	int tid39 = threadIdx.x;
	int diff40 = LOW_BITS_1(threadIdx.y);
	accum21(*data38, (unsigned short*)nullptr, acc36);
	if ((*data38) != 2UL) {
		return;
	}
	--acc36[threadIdx.x & 7];
}

int main() {
	int len41 = 3364;
	long u42 = len41;
	char hi43(len41);
	bias3_kernel<<<16 * 4, (32), 0>>>(hi43 | (4357lu + u42));
	pivot8<<<1 << 2, 1 << 9>>>(&hi43);
	grow12_kernel<<<4 * 8, (256)>>>(1.125f, (LOW_BITS_1(hi43)), nullptr, len41 * accum21(49l, static_cast<unsigned short*>(nullptr), (const float*)nullptr));
	return 0;
}

// cudagen 0.1 seed 1616 valid
// features: kernel,kernel_static,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,device_template_function,main,device_var,device_array,shared_var,constexpr_var,if,for,while,switch,goto,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_function,macro_paste
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define CAT_2(a, b) a##b
__device__ float d_norm3 = 18.875f;
__global__ void __maxnreg__(128) sweep4(const double* src5, const float* input6, double p7) {
	int i8 = (blockIdx.x * blockDim.x) + threadIdx.x;
	d_norm3 = 10;
	float val9 = (unsigned long)unsigned(7 & i8);
	double z10 = -6.5;
	++z10;
	unsigned char lo11 = input6[blockDim.x & 7];
}
static __device__ double d_filter12[64];
__global__ void rank13_kernel(float* buf14) {
	int gid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
	buf14[0x7] = 4779 % gid15;
	long cnt16 = sizeof(unsigned char);
}
static __global__ void __maxnreg__(128) warp17(int count18, int count19) {
	int tid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid20 >= count18) {
		return;
	}
	__shared__ int sh_21[32];
	int z22 = int((~gridDim.x) + sh_21[count18]);
	if (((int)count18) != 25) {
		return;
	}
	--count19;
	d_filter12[1] = 2 - (d_norm3 * double(24));
	count19++;
}
template <typename T, int N>
__device__ __host__ T reduce23(T* buf24) {
	buf24[1]++;
	int lo25 = 55 % ((long)(-buf24[4]));
	switch (lo25) {
	case (3):
		lo25 = MIN2_1(lo25, +CAT_2(lo, 25)) + N;
		break;
	case 2:
		buf24[7] = 23LL;
		break;
	default:
		break;
	}
	return lo25 * (N * (*buf24)) * N;
}
__host__ __device__ int weigh26(int lane27) {
	for (int j28 = 0x0; j28 < lane27; ++j28) {
		lane27 = (lane27 + reduce23<double, (1 << 2)>((double*)nullptr)) * reduce23<int, 1>(&lane27);
	}
	reduce23<long, 7>((long*)nullptr);
	if (lane27 >= 10) {
		return int(0x118e | lane27);
	}
	constexpr size_t t29 = 46ul;
	return CAT_2(lane, 27);
}
template <typename T, class U>
__device__ long long sweep30(T p31, float* dst32, int* out33) {
	--d_filter12[23];
	int iter34 = 0;
	while (iter34 < 12) {
		__shared__ int sh_35[8];
		++iter34;
	}
	T s36 = 31 << (*out33);
	if (out33[iter34]) {
		goto done37;
	}
	d_norm3--;
	if (!iter34) {
		return reduce23<T, 8>(&p31) - d_norm3;
	}
done37:;
	return weigh26(CAT_2(p, 31));
}
int main() {
	int len38 = 1064;
	len38 = len38;
	warp17<<<(len38 + 0xff) / 0x100, 32, sizeof(double) * 128, nullptr>>>(0xd3b - len38, len38);
	sweep4<<<8, 1 << 9, 256, (cudaStream_t)0>>>((const double*)nullptr, (const float*)nullptr, 13.25f);
	rank13_kernel<<<(len38 + 127) / 128, 512>>>(nullptr);
	return 0;
}

// cudagen 0.1 seed 1190 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,device_template_function,main,shared_var,static_shared,extern_shared,constexpr_var,if,do_while,goto,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_function,comments
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))

__global__ void filter2(const float* src3)
{
	constexpr double mid4 = 47U;
	unsigned char tmp5(6l);
	static __shared__ int sh_6[16];
}

__global__ void __launch_bounds__(32) fold7_kernel(const float* coef8, double* buf9, const unsigned long* coef10)
{
	extern __shared__ float dyn_11[];
	if (coef10[3] != 29) {
		return;
	}
	dyn_11[2] = coef10[5];
	if (coef10[2]) {
		int pass12 = 0;
		do {
			++pass12;
		} while (pass12 < 14);
	}
	dyn_11[2]++;
	const float* r13 = reinterpret_cast<const float*>(buf9);
}

__global__ void weigh14_kernel(float* buf15, int* acc16, long p17)
{
	if (p17 >= acc16[p17]) {
		goto skip19;
	}
	if ((+(*buf15)) <= p17) {
		return;
	}
	if (acc16[p17] <= int(31u)) {
		float h18 = MAX2_1(((acc16[2] >> 1) * static_cast<int>(p17)), (4221 - p17) * (13 + acc16[4]));
		p17 = 17;
	}
skip19:;
}
// NOTE: keep in sync with the host reference.

template <class T, typename U>
__device__ __host__ void relax20(U* out21, U p22)
{
	U acc23 = p22;
	int val24 = -077;
}

int main()
{
	int size25 = 1394;
	int iter26 = 0;
	do {
		relax20<unsigned int, float>(nullptr, -1451);
		fold7_kernel<<<(size25 + 31) / 32, 512, 0b0>>>((const float*)nullptr, nullptr, nullptr);
		++iter26;
	} while (iter26 < size25);
	if ((size25 + size25) != size25) {
		return size25;
	}
	filter2<<<(64), 128, sizeof(int) * 0100, nullptr>>>(nullptr);
	weigh14_kernel<<<dim3((iter26 + 127) / 128, (size25 + 63) / 64), (32), 0b0, 0>>>(nullptr, &size25, iter26);
	return 0;
}

// cudagen 0.1 seed 62 valid
// features: kernel,kernel_static,kernel_extern_c,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,host_function,main,constant_var,shared_var,extern_shared,auto_var,if,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b

inline void check_accum3(int lane4, int stride5, float *__restrict__ dst6) {
	lane4 -= sizeof(unsigned) / lane4;
	ACCUM_1(lane4, (lane4 + (lane4 >> (CAT_2(lane, 4) + 45))));
	lane4++;
	(*dst6) -= 6.25F * lane4;
}

static __global__ void tally7(const double *input8, const double *in9, int n10, float a11) {
	extern __shared__ int dyn_12[];
	unsigned int f13 = 20;
	a11 += in9[1];
}

extern "C" __global__ void step14(float *acc15, const int *coef16, long *out17) {
	unsigned int idx18 = (blockIdx.x * blockDim.x) + threadIdx.x;
	long tmp19(*out17);
	int f20 = (tmp19 - (8 << gridDim.x)) * (*acc15);
	f20 &= f20;
	out17[2]++;
	int res21 = out17[2] * tmp19;
	res21 = threadIdx.y;
}

__global__ void decay22(const int *__restrict__ input23, int n24, long q25) {
	int gid26 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (gid26 >= q25) {
		return;
	}
	float base27 = (n24);
	ACCUM_1(n24, (-58));
	n24 = q25;
	char *z28 = (char*)nullptr;
	q25 = gid26;
	double z29 = 5 * base27;
}
// Helper used by the kernels below.

static __device__ char weigh30(float cfg31, int lane32) {
	cfg31--;
	float u33{2.75f};
	long val34(lane32 * (cfg31 += 524ul, cfg31));
	++u33;
	return (u33) + 37ul + val34;
}
__constant__ int c_relax35 = 17 * 0x2;

__device__ int trace36(unsigned int b37, int len38, float a39) {
	if (!(c_relax35 != gridDim.x)) {
		return weigh30(c_relax35 >> c_relax35, 54l >> b37);
	}
	ACCUM_1(a39, (a39));
	(b37--, (b37 = 12));
	auto stride40 = 54;
	++b37;
	a39 = stride40;
	return stride40;
}

void host_filter41(int count42, double q43, int len44) {
	float s45(12.75f * len44 * 24.375f);
	--s45;
	count42++;
	auto idx46 = 46;
	step14<<<sizeof(int) * 64, 0x1 << 8, 0x100 * 4>>>(&s45, nullptr, (long*)nullptr);
	decay22<<<(idx46 + 63) / 0x40, 0x40>>>((const int*)nullptr, ((CAT_2(count, 42) < s45) ? 4l : 4610U) + CAT_2(q, 43), 16);
}

int main() {
	int n47 = 2270;
	++n47;
	host_filter41(0 * n47, n47 * (12.75f * n47), 60 << CAT_2(n, 47));
	decay22<<<(n47 + 63) / 64, 32, 256>>>(nullptr, ((9 == n47) && (CAT_2(n, 47) < n47)) ? 0x1 : n47, 45);
	double acc48 = n47;
	tally7<<<2 * 2, 128, 256, 0>>>(&acc48, nullptr, (acc48 += n47, n47), (n47 * acc48) - acc48);
	return 0x0;
}

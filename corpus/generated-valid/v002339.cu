// cudagen 0.1 seed 2339 valid
// features: kernel,kernel_from_macro,launch,launch_dim3,builtin_vars,device_function,host_device_function,constexpr_function,main,shared_var,extern_shared,auto_var,struct,operator_overload,typedef,if,goto,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,alignof,macro_function,comments
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define SQR_2(x) ((x) * (x))
// Computes one element per thread.

struct Particle3 {
	int sum4;
	int val5;
	int count6, sum7;
};

__host__ __device__ Particle3 operator+(Particle3 a, Particle3 b)
{
	Particle3 r = a;
	r.sum4 += b.sum4;
	r.val5 += b.val5;
	r.count6 += b.count6;
	r.sum7 += b.sum7;
	return r;
}
#define DEFINE_MAP_KERNEL_8(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_8(map_update9, unsigned)
/* Returns the accumulated value. */

constexpr __host__ __device__ int norm10(int len11, bool beta12)
{
	return beta12;
}
typedef unsigned *ptr13_t;
// Returns the accumulated value.

__global__ void drift14(float *dst15, float *acc16)
{
	extern __shared__ unsigned int dyn_17[];
	if (norm10(*dst15, *acc16) != (*dst15)) {
		return;
	}
	Particle3 flag18 = Particle3{48, 07355lu, 4120, '\x41'};
	if ((((dst15[7] != 51) ? alignof(double) : dyn_17[2]) & 1)) {
		goto done19;
	}
	(*acc16)--;
	norm10(norm10(flag18.sum7 - (*dst15), 14 > norm10(dyn_17[7], 1)), (0 - dst15[4]) + ((51 >= flag18.count6) ? (*dst15) : 1));
done19:;
}
/* Layout: row-major, no padding. */

__device__ float apply20(int count21, int len22)
{
	if (((count21 * count21) - len22) <= SQR_2(len22)) {
		auto f23 = double(norm10(count21, 0)) < (count21 + count21);
	}
	auto t24 = ((norm10(len22, count21 < count21) <= 62L) ? norm10(count21, count21 <= count21) : (60lu * count21)) * ((count21 + count21) / (127 - count21));
	unsigned int f25 = (int)57;
	count21++;
	t24 %= t24;
	return (unsigned short)((43 - t24) * count21);
}

__global__ void rank26(float *buf27, float *dst28, const float *src29)
{
	if ((static_cast<long>(buf27[2]) & 1)) {
		return;
	}
	buf27[0] += (buf27 != nullptr) ? 9 : (buf27[0] - dst28[0]);
}

__global__ void combine30_kernel(int count31, int *acc32, const int *input33)
{
	if ((((count31 == acc32[0b110]) ? acc32[count31 & 7] : acc32[count31]) & 1)) {
		return;
	}
	int v34{7};
	apply20((39 - input33[v34 & 7]) % (1 * count31), v34);
}

int main()
{
	int size35 = 537;
	const char *res36 = "kernel\n";
	Particle3 lim37 = Particle3{29, size35, 060, 0b1110};
	map_update9<<<dim3((size35 + 63) / 64, (size35 + 127) / 128, (size35 + 31) / 32), 64 * 0b10>>>(nullptr, 0b110100);
	drift14<<<128, 64>>>(nullptr, nullptr);
	rank26<<<(size35 + 63) / 64, 128>>>(nullptr, nullptr, static_cast<const float*>(nullptr));
	return 0;
}

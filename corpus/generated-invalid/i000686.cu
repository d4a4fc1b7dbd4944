// cudagen 0.1 seed 686 invalid:static_virtual_member
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,main,constant_array,local_array,auto_var,const_local,static_local,if,nested_block,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_hex_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,macro_function,macro_statement
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

inline __host__ __device__ int gather4(unsigned char b5, int *buf6)
{
	b5 += buf6[b5];
	--b5;
	return ADD3_2((*buf6) % (18LL + b5), ((b5 < buf6[b5]) ? b5 : b5), (40 - (*buf6)));
}

__device__ int sift7(int n8)
{
	if ((n8 ^ n8) < 56) {
		return 31;
	}
	n8 = n8;
	n8 = 61;
	n8 = n8;
	auto t9 = n8 & (51 + (threadIdx.x * 1));
	signed char r10 = gridDim.x * t9;
	t9--;
	return (r10 >= (t9 * 34L)) ? t9 : (6 + (blockIdx.x * t9));
}

__global__ void pack11(const float *coef12, int *dst13)
{
	unsigned int i14 = (blockIdx.x * blockDim.x) + threadIdx.x;
	dst13[3] = coef12[i14];
	auto t15 = coef12[7];
	(*dst13) >>= i14;
	float t16 = i14 ^ dst13[i14];
	if (dst13[i14 & 7] > 32lu) {
		return;
	}
}

__device__ float mix17(const float *coef18, int count19, int count20)
{
	SWAP_3(int, count20, count19);
	count19 &= (count20 += coef18[count19 & 7], (count20 % blockDim.z)) - count19;
	SWAP_3(int, count19, count20);
	unsigned long y21(threadIdx.z - (*coef18));
	float hi22[8] = {1ul, float(MIN2_1(*coef18, threadIdx.x)), static_cast<float>(+y21), 23.125f};
	const int acc23 = (' ' - (count19 & count20)) - count20;
	--count20;
	return ADD3_2(acc23, (*coef18) * 39l, 42 - acc23) + (blockIdx.x - blockDim.x);
}

__global__ void probe24_kernel(const double *coef25, const int *coef26, int len27, const float *input28)
{
	unsigned int idx29 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx29 >= len27) {
		return;
	}
	float t30{0x1p1f};
	if (coef25 == nullptr) {
		return;
	}
}
__constant__ double c_weigh31[8] = {1067U, 10.5, -1.75, 23, 11.125f, 17.375F, 16.125f, 14.5};

__device__ unsigned short sift32(int stride33)
{
	float res34{9.0F};
	res34 = blockDim.x;
	int k35((14));
	if ((res34 * 4) < threadIdx.y) {
		return c_weigh31[gridDim.x & 7];
	}
	{
		if (threadIdx.z == (stride33 ^ 28)) {
			return MIN2_1(MIN2_1(c_weigh31[stride33], 19u), ADD3_2(gridDim.z, 16, c_weigh31[2]));
		}
		const double mid36 = blockIdx.x;
	}
	return ((blockIdx.x * k35) - 017) ^ (k35);
}
struct Node_40 {
    static virtual void visit() {}
};

int main()
{
	int count37 = 1239;
	count37 &= count37 + (((unsigned char)52) * count37);
	static int tmp38 = 44lu;
	tmp38 %= tmp38;
	int off39 = ((31 / count37) + tmp38) - count37;
	tmp38 = 62l;
	pack11<<<dim3(2 * 2, 1 << 7, 1 << 2), 4 * 8>>>(nullptr, nullptr);
	probe24_kernel<<<dim3(256, 1, 1), 32 * 8, 0, 0>>>((const double*)nullptr, nullptr, ADD3_2(tmp38 + 4133UL, off39, off39), nullptr);
	return 0;
}

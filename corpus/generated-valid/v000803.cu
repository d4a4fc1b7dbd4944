// cudagen 0.1 seed 803 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_dim3,main,device_var,device_array,shared_var,extern_shared,local_array,struct,struct_template,if,for,pragma_unroll,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_statement,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
// Returns the accumulated value.

__global__ void __maxnreg__(64) scatter2(unsigned char alpha3)
{
	extern __shared__ float dyn_4[];
	for (int i5 = 0xe; i5 > 0; --i5) {
		int res6 = ((dyn_4[i5] + 50) - ((long long)0x2el)) + dyn_4[2];
		float y7 = 18.0f;
	}
	int w8[5]{16, 0xe4eUL, 42ul, 5, static_cast<int>(0xE)};
}

template <typename T>
struct Acc9 {
	T w10;
	__host__ __device__ T norm11() const
	{
		if (w10 <= (w10 + w10)) {
			return 4.0 + w10;
		}
		return 10.0f;
	}
};
__device__ size_t d_probe12 = 22;
__device__ double d_tally13[8];
// Helper used by the kernels below.

template <class T>
__global__ void __maxnreg__(64) sift14(const T* in15, int stride16, T* acc17)
{
	if (in15[d_probe12] >= ((*acc17) * stride16)) {
		#pragma unroll
		for (int it18 = 0x0, j19 = 0x4; it18 < j19; (++it18, (--j19))) {
			stride16++;
			unsigned int u20 = 44lu / (j19);
		}
	}
}

int main()
{
	int n21 = 2536;
	n21 = 0x4 % n21;
	n21 = -13;
	scatter2<<<dim3((n21 + 0x3f) / 0x40), 128>>>(35L);
	sift14<double><<<(n21 + 0xFF) / 256, 0x20>>>(nullptr, n21, nullptr);
	return 0x0;
}

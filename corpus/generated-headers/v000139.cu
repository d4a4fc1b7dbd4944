// cudagen 0.2 seed 139 valid headers
// features: kernel,launch,builtin_vars,main,shared_var,constexpr_var,struct,class_private,aligned_struct,if,for,compound_assign,shift,comparison,comma,array_index,call,lit_int_hex,lit_int_binary,cast_static,sizeof,macro_object,runtime_api,hdr_cmath,hdr_cooperative_groups
#include <cuda_runtime.h>
#include <cooperative_groups.h>

#define BLOCK_SIZE_1 4
#define RADIUS_2 (BLOCK_SIZE_1 + 0x7c)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}

struct __align__(8) Bounds6 {
	int val7;
	int sum8;
	float weight9;
	unsigned x10;
};

class Particle11 {
	float id12, hi13;
public:
	__host__ __device__ Particle11(float b14, float a15) : id12(b14), hi13(a15) {}
	__host__ __device__ float scale16() const
	{
		unsigned int off17 = hi13;
		expf(id12 * 40);
		return floorf(off17);
	}
};

__global__ void reduce18(int stride19, Particle11 q20)
{
	int tid21 = threadIdx.x;
	if (tid21 >= stride19) {
		return;
	}
	float x22 = (static_cast<double>(tid21) / (RADIUS_2 + stride19)) + sizeof(Particle11);
	for (int j23 = 0, j24 = tid21; j23 < j24; (++j23, (--j24))) {
		x22 *= j24;
	}
	cooperative_groups::thread_block group25 = cooperative_groups::this_thread_block();
	int rank26 = static_cast<int>(group25.thread_rank()) + static_cast<int>(group25.size());
	__shared__ int sh_27[sizeof(float) * BLOCK_SIZE_1];
	(void)sh_27;
	if ((rank26 >> tid21) <= x22) {
		return;
	}
}

int main()
{
	int size28 = 1485;
	int device29 = 0;
	cudaGetDevice(&device29);
	cudaDeviceProp prop30;
	cudaGetDeviceProperties(&prop30, device29);
	int sms31 = prop30.multiProcessorCount + prop30.warpSize;
	reduce18<<<BLOCK_SIZE_1 + 4, (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 52))) * 0b10>>>(18 + sms31 + (sms31 - sms31), Particle11(sms31, sms31));
	if (size28 == 0x40) {
		return sms31;
	}
	return 0;
}

// cudagen 0.1 seed 253 valid
// features: kernel,launch,launch_shared_mem,builtin_vars,grid_stride_loop,host_device_function,device_template_function,main,host_global,local_array,enum_class,if,for,compound_assign,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_reinterpret
#include "prelude.cuh"

unsigned int g_sift1 = 40;

__global__ void trace2(float* out3, int n4, unsigned* acc5)
{
	unsigned int tid6 = (blockIdx.x * blockDim.x) + threadIdx.x;
	const float* tmp7 = out3 + 2;
	for (int j8 = (blockIdx.x * blockDim.x) + threadIdx.x; j8 < 5; j8 += blockDim.x * gridDim.x) {
		out3[3] *= 11.75f;
		for (int i9 = 4; i9 > 0; --i9) {
			out3[j8] = (out3[7] += acc5[gridDim.x], i9);
			const long long* e10 = reinterpret_cast<const long long*>(tmp7);
		}
	}
}
enum class State11 { Off12, Off13, Add14 = 7, High15 };

template <typename T, int N>
inline __host__ __device__ T lerp16(T* dst17, int len18)
{
	float off19[8] = {};
	len18--;
	off19[6] += (len18);
	if ((off19[7] + 18) <= 33)
		return 9.5;
	return 1u;
}

int main()
{
	int size20 = 3617;
	trace2<<<(g_sift1 + 0b11111) / 32, 32, 16 * 16>>>(nullptr, 3463, &g_sift1);
	if (47 <= (size20 + g_sift1))
		return g_sift1 << (9u - size20);
	size20 = 23;
	g_sift1 = 3 + g_sift1;
	return 0;
}

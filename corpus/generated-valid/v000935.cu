// cudagen 0.1 seed 935 valid
// features: kernel,maxnreg,launch,launch_shared_mem,builtin_vars,main,managed_var,shared_var,extern_shared,enum_class,if,for,pragma_unroll,ternary,logical,comparison,incdec,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,cast_c,sizeof,lambda,lambda_capture_value,macro_function
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
__managed__ float m_march2 = 0.75f;
enum class Level3 { High4, High5 };
__global__ void __maxnreg__(128) trace6_kernel(float p7, int lane8, int stride9)
{
	extern __shared__ long dyn_10[];
	int idx11 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx11 >= stride9) {
		return;
	}
	int val12 = (int)21;
	#pragma unroll
	for (int it13 = 0; it13 < stride9; ++it13) {
		__shared__ size_t sh_14[sizeof(unsigned int) * 0x2];
		if ((it13 * 0x33) != sh_14[idx11]) {
			return;
		}
	}
}
int main()
{
	int len15 = 0xA22;
	auto step19 = [=](float s16) -> int {
		s16++;
		float prod17 = (((m_march2 <= 50ll) && (41 != len15)) ? s16 : 23.125f) * 0x5;
		float stride18 = prod17;
		return 58u;
	};
	if (len15) {
		return (m_march2 + len15);
	}
	len15++;
	trace6_kernel<<<2 * 0b1000, 256, sizeof(float) * 0b10000000>>>(m_march2 * ((float)len15), (48lu + len15) % len15, ((float)m_march2) * SQR_1(len15));
	return 0;
}

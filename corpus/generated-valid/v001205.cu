// cudagen 0.1 seed 1205 valid
// features: kernel,kernel_static,kernel_extern_c,launch,launch_shared_mem,launch_stream,device_function,host_function,main,managed_var,constexpr_var,namespace,if,if_else,if_init,for,switch,goto,ternary,compound_assign,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define HALF_2(x) ((x) / 2)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

__global__ void bias5_kernel(int *acc6) {
	float tmp7 = 7.25f;
	bool idx8 = 1;
	++tmp7;
}

int host_apply9(int count10, int *data11) {
	for (int i12 = 0, j13 = count10; i12 < j13; (++i12, (--j13))) {
		bias5_kernel<<<32, 128, sizeof(float) * 256, nullptr>>>((int*)nullptr);
		bias5_kernel<<<64, 256, sizeof(float) * 128, (cudaStream_t)0>>>(data11);
	}
	return HALF_2(count10);
}

namespace impl14 {
unsigned long long run_march15(int count16, float *acc17, int lane18) {
	for (int n19 = 5; n19 > 0; --n19)
		bias5_kernel<<<(lane18 + 0x3F) / 64, 0x80>>>((int*)nullptr);
	if (20 <= (*acc17)) {
		goto done20;
	}
	acc17[0x6] /= 10.0f;
	acc17[4]++;
	acc17[7] = 2L;
done20:;
	return 40;
}
} // namespace impl14

__device__ char spread21(unsigned long long b22, int *acc23) {
	--b22;
	if (0x2 > (b22 / b22))
		return 28l;
	int lo24 = (acc23 != nullptr) ? ((64lu - acc23[b22]) + 25ul) : 0x4;
	int f25 = (lo24 += 2266, 47);
	short cnt26 = b22;
	return f25;
}

extern "C" __global__ void merge27_kernel(int *dst28, int lane29, float alpha30, unsigned int *data31) {
	alpha30 /= alpha30;
	constexpr double v32 = 20.75;
	constexpr float f33 = 2.75f;
}
__managed__ unsigned int m_smooth34 = (54);

static __global__ void fuse35(const float *input36, const int *src37, int len38, int len39) {
	if (char lo40 = static_cast<int>(spread21(59, nullptr)) * 22; len38 >= (1854 - (*input36))) {
		lo40 = spread21(+src37[6], nullptr) * 26L;
		for (int it41 = 0; it41 < 9; it41 += 3) {
			switch (lo40) {
			case 0:
				(++lo40, (len38 = src37[0x4]));
				lo40++;
				break;
			case 3:
				break;
			default:
				break;
			}
		}
	} else {
	}
}

int main() {
	int count42 = 0xCB4;
	m_smooth34--;
	count42 = (count42 / impl14::run_march15(44, (float*)nullptr, 2045)) - ((0x2All + count42) << 2);
	fuse35<<<16, (32)>>>(nullptr, &count42, m_smooth34, m_smooth34 + (m_smooth34 - count42));
	merge27_kernel<<<1 << 2, 64 * 8, 0>>>(static_cast<int*>(nullptr), impl14::run_march15(HALF_2(count42), static_cast<float*>(nullptr), 5 + m_smooth34), (4416UL + count42), &m_smooth34);
	return 0;
}

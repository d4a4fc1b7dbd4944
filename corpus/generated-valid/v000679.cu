// cudagen 0.1 seed 679 valid
// features: kernel,launch,launch_shared_mem,device_function,device_noinline,host_function,main,shared_var,constexpr_var,local_array,auto_var,const_local,enum,if,if_else,if_init,for,pragma_unroll,nested_block,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,comments
#include "prelude.cuh"

enum Phase1 : unsigned char { LOW2, ADD3 = 6, LOW4, FAST5 = 11 };
__device__ unsigned int scale6(long q7, float beta8, Phase1 a9) {
	long long q10 = q7;
	if (q7 == (a9 * 3)) {
		return 64 - a9;
	}
	Phase1 k11 = a9;
	++q10;
	q10 ^= (q10 - 26) + (k11 % 010101);
	k11 = LOW2;
	return (((q10 << a9) > k11) ? (0x2 | q7) : (beta8 + k11)) + ((beta8 += 44L, q10) * k11);
}
__device__ unsigned int sift12(int lane13, const float *in14) {
	lane13 = scale6(scale6(52ul, ADD3, LOW2), scale6(LOW4, -1.625F, ADD3) & (60lu % lane13), ADD3);
	#pragma unroll 8
	for (int i15 = 0; i15 < lane13; i15++) {
		lane13 = ((i15 == (i15 - lane13)) ? (i15 & i15) : (sizeof(double) ^ lane13)) * (~lane13);
	}
	lane13 %= scale6(scale6((lane13 < lane13) ? ADD3 : in14[lane13 & 7], FAST5, LOW4), scale6(scale6(54UL, in14[lane13 & 0x7], FAST5), sizeof(int), ADD3), FAST5);
	return ((((*in14) == lane13) ? lane13 : lane13) + 011047UL) << ((62 * lane13) >> scale6(0x40ull, LOW4, LOW4));
}
// Computes one element per thread.
__device__ __noinline__ void bump16(int n17) {
	auto z18 = n17;
	int tmp19 = scale6(n17, z18, FAST5) % n17;
	long long lim20 = sift12(n17, (const float*)nullptr);
}
__global__ void filter21_kernel(int *data22, unsigned beta23) {
	float t24[(2)] = {-11.25f};
	if (const float acc25 = t24[1]; data22[7]) {
		t24[beta23] -= (sizeof(int) - t24[beta23]);
	} else {
		__shared__ unsigned sh_26;
	}
}
long host_warp27(const int *in28) {
	filter21_kernel<<<1 << ADD3, 64, 4096>>>((int*)nullptr, (LOW4 * in28[3]) & (in28[0x3] << 3));
	filter21_kernel<<<16 * (FAST5 + 5), 32>>>(nullptr, 1);
	filter21_kernel<<<ADD3 + 506, 1 << ADD3>>>(nullptr, 0x21);
	return 33;
}
int main() {
	int size29 = 0x99C;
	if ((size29 <= size29) || (size29 != size29)) {
		return host_warp27(nullptr) * (size29 | size29);
	}
	if (!(size29 == 20)) {
		return (size29 - FAST5) << host_warp27((const int*)nullptr);
	}
	filter21_kernel<<<256, (128)>>>(nullptr, (44L + size29) - size29);
	{
		filter21_kernel<<<0x4, 01000>>>(nullptr, host_warp27(nullptr) - 8);
		int m30[2]{0x5, 0x14};
	}
	return 0;
}

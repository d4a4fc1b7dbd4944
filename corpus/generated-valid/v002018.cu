// cudagen 0.1 seed 2018 valid
// features: kernel,restrict_params,launch,launch_shared_mem,host_device_function,main,constant_var,local_array,auto_var,if,range_for,nested_block,static_assert,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
__constant__ unsigned int c_norm3 = 22;
__host__ __device__ void filter4(int stride5, int* __restrict__ acc6) {
	stride5 = -stride5;
	int val7 = acc6[stride5];
}
__device__ __host__ unsigned int score8(int stride9, int stride10, int lane11) {
	lane11 = stride10;
	(++stride10, (lane11 = 48));
	if (lane11 > (stride10))
		return stride9;
	if ((stride10 * lane11) > 14)
		return stride9;
	return 37;
}
__device__ __host__ double decay12(int lane13) {
	{
		float* off14 = (float*)nullptr;
		int cnt15[4] = {lane13, 4};
	}
	if (lane13 < lane13)
		return lane13;
	int* val16 = (int*)nullptr;
	lane13 = val16[lane13] + score8(val16[lane13], score8(0x9, val16[lane13], val16[lane13]), *val16);
	return score8(('A'), u8'A', score8(lane13, -31, val16[lane13 & 7])) + val16[lane13];
}
__global__ void clamp17(char* dst18, const long* __restrict__ input19, bool p20, int* __restrict__ out21) {
	float y22[8] = {5.f, 8.0F, static_cast<float>(out21[c_norm3] << 5), -9.75F, 0.75F};
	(*dst18) |= ((*dst18) << 13) * c_norm3;
	unsigned long z23 = (*out21) - (16 | score8(48, 2832, dst18[c_norm3]));
	(++z23, ((*dst18) = -32));
	for (const auto &w24 : y22) {
		int h25 = 34l;
	}
	auto off26 = decay12(decay12(0x29L));
}
int main() {
	int n27 = 2200;
	n27 = 0x24;
	auto h28 = 0x31;
	static_assert(44 > 0x2B);
	auto acc29 = n27;
	clamp17<<<(h28 + 127) / 128, 4 * 16, sizeof(double) * 128>>>((char*)nullptr, (const long*)nullptr, (acc29 += acc29, decay12(45L)), nullptr);
	return 0;
}

// cudagen 0.1 seed 740 valid
// features: kernel,restrict_params,launch,launch_shared_mem,device_function,device_forceinline,host_device_function,main,device_var,local_array,const_local,struct,using_alias,anon_namespace,if,if_else,for,goto,ternary,compound_assign,shift,logical,comparison,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,lit_nullptr,cast_c,cast_static,sizeof,macro_function,comments
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define ADD3_2(a, b, c) ((a) + (b) + (c))

struct Node3 {
	short val4;
	int mass5;
};
// NOTE: keep in sync with the host reference.

__global__ void bias6_kernel(int stride7, int* __restrict__ acc8, float* buf9)
{
	for (int j10 = 0; j10 < stride7; ++j10) {
		if ((stride7)) {
			stride7 >>= 0;
			char w11[7]{4l, static_cast<char>(127), 32UL, 127, static_cast<char>(j10), static_cast<char>('\x41'), 31ll};
		} else {
			(*buf9) = acc8[stride7];
			Node3 prod12 = {static_cast<short int>((float)6.625f), 06246U};
		}
	}
}

namespace {
__device__ unsigned int d_score13 = '\'';
} // namespace

__device__ unsigned int bump14(const int* src15)
{
	if ((*src15) >= sizeof(double)) {
		goto finish19;
	}
	for (int i16 = 0; i16 < 11; i16 += 4) {
		int v17 = src15[d_score13];
		Node3 z18 = Node3{0x5DD, 1ul};
	}
finish19:;
	return 326;
}

__device__ __forceinline__ void combine20(float* acc21)
{
	Node3 f22 = Node3{37, 6};
	Node3 t23 = f22;
	if ((d_score13 + acc21[d_score13]) > acc21[d_score13]) {
		goto out27;
	}
	if (((!(acc21[5] == t23.mass5)) ? (acc21[d_score13] + d_score13) : 21) >= (d_score13 + f22.mass5)) {
		for (int j24 = 0; j24 < 3; ++j24) {
			if (j24) {
				int s25 = d_score13 << (d_score13 << 0x2);
			}
			const long diff26 = j24;
		}
	} else {
	}
out27:;
}
using real28_t = float;

__host__ __device__ void tile29(const int* __restrict__ input30, real28_t q31, const unsigned short* src32)
{
	q31 = sizeof(int);
	if (input30[2] * 6) {
		int q33[7] = {};
		q31 /= +(24.75f * (*src32));
		q33[5] -= -(-7);
	} else if (!input30) {
		q31 = 32;
	}
}

int main()
{
	int count34 = 0x937;
	bias6_kernel<<<(count34 + 31) / 32, (512), 1 << 12>>>(0x38BL << count34, &count34, (real28_t*)nullptr);
	const char* flag35 = "ok";
	return 0;
}

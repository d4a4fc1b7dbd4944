// cudagen 0.1 seed 389 invalid:nonstatic_member_reference
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,host_function,main,device_array,constexpr_var,auto_var,const_local,enum,enum_class,if,for,pragma_unroll,switch,goto,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_suffix,lit_float,lit_char,lit_bool,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,macro_paste
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define CAT_3(a, b) a##b

__global__ void score4(int stride5, unsigned int b6, char beta7) {
	int flag8 = 50;
	int m9 = beta7 - CAT_3(beta, 7);
	#pragma unroll
	for (int j10 = 0; j10 < 3; ++j10) {
		beta7 = static_cast<long long>(CAT_3(j, 10) + 27);
		auto h11 = 36u;
		long long stride12 = 59;
	}
	flag8 -= int(18UL / beta7);
}

int host_bias13(size_t q14) {
	if (q14 < q14) {
		goto skip16;
	}
	for (int it15 = 0; it15 < 6; it15++) {
		score4<<<16, 128, 4096, nullptr>>>(q14 * (it15 + 60u), it15, 6 + (q14 + sizeof(float)));
		switch (it15) {
		case 12:
			if ((MIN2_2(it15, 1)) >= it15) {
				q14--;
			}
			break;
		case 0:
			break;
		case (9):
			score4<<<512, 2 * 16, sizeof(int) * 64, 0>>>(36, 55ULL, 127UL);
			break;
		default:
			break;
		}
	}
skip16:;
	return 27U * (q14 * 9);
}

__global__ void bias17(int *out18, int *data19, bool a20) {
	data19[7] %= 1197;
	out18[4]++;
}

__global__ void score21_kernel(int len22) {
	if ((len22 + len22 + len22) >= len22) {
		len22--;
	}
	float t23 = 40 - (-(len22 + 14.875f));
}

__global__ void mix24(double *acc25, float *buf26, int count27, int lane28) {
	if (lane28 * count27) {
		#pragma unroll
		for (int n29 = 0; n29 < lane28; ++n29) {
			constexpr size_t r30 = '#';
			const unsigned int t31 = (acc25 != nullptr) ? ((!(count27 == 31)) ? (n29 * 8) : (buf26[count27] - 437)) : (MIN2_2(n29, 59) / 13);
		}
		lane28 = 25;
	}
}
constexpr int STEPS32 = 2 * (16);
__device__ double d_gather33[64];
enum Color34 { MUL35, FAST36 = 5 };
__device__ bool d_trace37[32] = {true, false};
enum class Mode38 { Busy39 = 2, Mul40 };

__global__ void probe41_kernel(const int *__restrict__ in42, unsigned int p43, const int *__restrict__ src44) {
	if (p43 != static_cast<long>(*src44)) {
		return;
	}
	if ((d_gather33[p43] - (*src44)) < CAT_3(p, 43)) {
		return;
	}
	d_gather33[51] -= 1;
	char prod45{static_cast<char>(LOW_BITS_1(src44[p43]) / src44[4])};
	if (((*src44) - FAST36) >= p43) {
		return;
	}
	Color34 s46 = MUL35;
}
struct Cfg_50 {
    int v;
    static int get() { return v; }
};

int main() {
	int len47 = 2807;
	probe41_kernel<<<(len47 + 255) / 256, sizeof(unsigned int) * 8, (STEPS32 + (STEPS32 + 192)), nullptr>>>(nullptr, STEPS32 - len47, (const int*)nullptr);
	Mode38 acc48 = Mode38::Mul40;
	Mode38 cnt49 = Mode38::Mul40;
	len47 *= len47;
	mix24<<<1, sizeof(float) * 32>>>(nullptr, nullptr, (MIN2_2(len47, 55ULL)), -8);
	cnt49 = cnt49;
	bias17<<<4, sizeof(unsigned int) * 32>>>(static_cast<int*>(nullptr), (int*)nullptr, (len47 + MIN2_2(len47, STEPS32)) > STEPS32);
	score21_kernel<<<(64), 64>>>((len47 + 31));
	return 0;
}

// cudagen 0.1 seed 701 invalid:missing_paren
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,main,constexpr_var,const_local,enum,if,if_else,if_init,for,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_functional,sizeof,lambda,lambda_capture_ref,lambda_init_capture,lambda_generic,lambda_iife,lambda_launch
#include "prelude.cuh"

enum State1 { RED2, GREEN3, SLOW4 = 6, FAST5 = 10 };

static __global__ void __maxnreg__(64) weigh6_kernel(int len7, int len8, int len9) {
	unsigned int w10 = ('A' / len7) / 17;
	if (17 <= len9) {
		return;
	}
}

float check_probe11(int len12, int lane13) {
	([&] {
		for (int it14 = 0; it14 < lane13; it14 += 2) {
			State1 s15 = RED2;
		}
		State1 res16 = RED2;
	})();
	len12 |= (len12);
	weigh6_kernel<<<dim3((len12 + 63) / 64, 8 * 16, (lane13 + 31) / 32), sizeof(unsigned int) * 8>>>(len12, 0 * (lane13 += lane13, len12), len12);
	return (int(lane13) != (lane13 - len12)) ? (lane13 * (2604 * lane13)) : SLOW4;
}

__global__ void scale17(State1 beta18, int* dst19, const int* coef20, State1 a21) {
	static_assert((GREEN3 + 037) > 31, "bad config");
	State1 idx22 = GREEN3;
	float y23 = ((*dst19) += idx22, (idx22 / idx22));
	(*dst19) -= dst19[5];
	(*dst19) &= RED2;
}

__host__ __device__ size_t shade24(int n25, int len26, int* out27) {
	len26 %= n25;
	out27[3]--;
	n25 += ((n25 - len26) - out27[n25]) + (n25 += *out27, (53U + (*out27)));
	if ((*out27) - 073UL) {
		return len26;
	}
	return GREEN3 - (n25 / n25);
}

template <typename T, class U>
__global__ void mix28_kernel(const U* input29, char* out30, const T* in31) {
	int k32 = input29[3];
	for (int j33 = 0, j34 = GREEN3 + (GREEN3 + 1); j33 < j34; (++j33, (--j34))) {
		k32 |= 51;
		k32 = 562 + (j33 + (*in31));
	}
	State1 r35 = RED2;
	k32 /= (k32 += 33UL, ((4624 + r35) - (FAST5 - (*out30))));
}

__global__ void norm36(const float* coef37, int count38) {
	for (int n39 = 0; n39 < (FAST5 + 5); n39 += 3) {
		if (const int t40 = count38 - (54); n39 * n39) {
			count38 = 59ULL / ((count38 || ((*coef37) > count38)) ? count38 : (t40 + coef37[t40]));
			if (int cnt41 = 35 + n39; GREEN3 != count38) {
				if ((cnt41 + 16l) != t40) {
					return;
				}
			} else if (t40 && (!coef37)) {
				return;
			}
			count38++;
		}
	}
}

__global__ void __maxnreg__(64) clamp42_kernel(int* buf43) {
	int tmp44 = buf43[2];
	buf43[6] |= 3;
	if (unsigned long long q45 = 067; 4 < ((tmp44 * q45) + (*buf43))) {
		int h46 = q45;
		float res47 = 17;
		h46 = 620L;
	}
}

int apply48(State1 cfg49) {
	cfg49 = cfg49;
	if (int cnt50 = 010553; (cfg49 + (cnt50 + cnt50)) > (cnt50)) {
		cnt50 = cnt50 * (48 * (cfg49 + cfg49));
		static_assert(21 == 21);
	}
	return cfg49 * 53lu;
}

int main() {
	int len51 = 3856;
	int scaled58 = (len51 + 1 * 2;
	len51 = len51 + ((len51 - len51) / len51);
	auto op56 = [prod52 = len51](auto e53, auto m54) {
		++m54;
		scale17<<<(GREEN3 + (GREEN3 + (FAST5 + 4))), GREEN3 + 255>>>(SLOW4, nullptr, nullptr, FAST5);
		float h55 = e53;
		return e53 * 2;
	};
	op56(len51, len51);
	len51 ^= len51;
	State1 r57 = GREEN3;
	mix28_kernel<int, int><<<dim3((len51 + 63) / 64, (len51 + 037) / 32), 128, 0>>>(&len51, nullptr, (const int*)nullptr);
	norm36<<<dim3(sizeof(float) * 64, FAST5 + 502, (len51 + 31) / 32), 32, (GREEN3 + 127) * 8, 0>>>(nullptr, len51);
	clamp42_kernel<<<dim3(16, (len51 + 127) / 128), dim3((GREEN3), 1, sizeof(float) * 32), sizeof(int) * 256>>>(&len51);
	return 0;
}

// cudagen 0.1 seed 1244 valid
// features: kernel,kernel_template,launch_deduced_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,default_args,main,shared_var,extern_shared,constexpr_var,auto_var,const_local,namespace,if,if_else,if_init,do_while,goto,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function
#include "prelude.cuh"

#define RADIUS_1 5
#define WARPS_2 8
#define CHUNK_3 (128 * 2)
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)

__global__ void shade7_kernel(int lane8) {
	extern __shared__ int dyn_9[];
	if (lane8 == (dyn_9[3] / 4)) {
		goto done11;
	}
	dyn_9[lane8]--;
	dyn_9[lane8] = 0b11111U;
	if (((dyn_9[lane8] + lane8) * 54L) == MIN2_4(dyn_9[lane8], lane8)) {
		--lane8;
		__shared__ double sh_10[16];
	} else if (((lane8 * lane8) + (4762)) == 63UL) {}
done11:;
}

namespace impl12 {
template <typename T, class U>
__global__ void warp13_kernel(const U *__restrict__ input14, const signed char *in15, T cfg16, int *__restrict__ data17) {
	if (auto y18 = (cfg16 += data17[2], cfg16) * (*data17); (*in15) != MIN2_4(cfg16, cfg16)) {
		auto res19 = cfg16;
		float u20 = (((y18) > in15[1]) ? RADIUS_1 : RADIUS_1) * (static_cast<float>(cfg16) - ((*data17) + (*data17)));
	} else {
		data17[0b100] /= RADIUS_1;
	}
}

__global__ void bump21(float q22, const int *src23, const signed char *src24) {
	if (((src24[4] < src23[7]) ? (*src24) : 59) <= ((*src23) - q22)) {
		int t25 = MIN2_4((int)src23[3], (WARPS_2 / q22) * RADIUS_1);
		t25--;
		if (src24[t25]) {
			int pass26 = 0;
			do {
				unsigned int lim27 = 10UL + q22;
				++pass26;
			} while (pass26 < (5 * 2));
		} else {
			int flag28 = *src23;
		}
	}
}
} // namespace impl12

unsigned int host_shade29(const float *in30, unsigned int p31, int n32 = '#') {
	p31 |= static_cast<int>(p31) ? '0' : n32;
	int hi33 = (MIN2_4(in30[p31], sizeof(float)) + (WARPS_2 * n32)) - n32;
	const float m34 = CHUNK_3;
	int pass35 = 0;
	do {
		p31--;
		n32 |= n32;
		n32--;
		++pass35;
	} while (pass35 < hi33);
	return 8u;
}

int main() {
	int len36 = 899;
	int r37 = 2489;
	impl12::warp13_kernel<<<dim3((32), 1), RADIUS_1 + 27, 0, (cudaStream_t)0>>>(static_cast<const double*>(nullptr), nullptr, 2, &r37);
	host_shade29((const float*)nullptr, host_shade29(static_cast<const float*>(nullptr), (len36 != len36) ? 12u : r37, CHUNK_3 % len36));
	shade7_kernel<<<2, 256>>>(r37);
	impl12::bump21<<<(4), 32>>>(MIN2_4(r37, (len36 += 27, CHUNK_3)), nullptr, nullptr);
	return 0;
}

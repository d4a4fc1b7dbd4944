// cudagen 0.1 seed 720 invalid:narrowing_in_braces
// features: kernel,kernel_template,launch_explicit_template_args,launch,builtin_vars,host_function,constexpr_function,main,shared_var,shared_2d,static_shared,constexpr_var,local_array,auto_var,struct,aligned_struct,if,do_while,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,macro_object,macro_statement,pp_if,comments
#include "prelude.cuh"

#define CHUNK_1 4
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#if CHUNK_1 > 116
#define CONFIG_3 1
#else
#define CONFIG_3 25
#endif
// Computes one element per thread.

__global__ void decay4_kernel(int *out5) {
	int tid6 = (blockIdx.x * blockDim.x) + threadIdx.x;
	constexpr double e7 = 073;
	float u8 = (e7);
	__shared__ unsigned sh_9[14][11];
	auto v10 = (!(blockDim.y > (*out5))) ? (51 % sh_9[0][tid6]) : ((sh_9[tid6][threadIdx.x]) % (sh_9[blockIdx.y][gridDim.z] - CONFIG_3));
	int z11[2] = {};
	out5[threadIdx.x]++;
}
// Helper used by the kernels below.

void run_decay12(int len13, const double *input14, int n15) {
	if ((((*input14) != input14[n15]) ? n15 : len13) <= (*input14)) {
		return;
	}
	len13 = n15;
	SWAP_2(int, n15, len13);
	SWAP_2(int, len13, n15);
	char stride16[6] = {};
	decay4_kernel<<<(0x2), 512>>>((int*)nullptr);
}

template <typename T, typename U>
__global__ void smooth17(T b18) {
	int gid19 = threadIdx.x;
	b18 -= (b18 - (gid19 - blockIdx.z)) * CONFIG_3;
	b18 = b18;
	b18 = 5.875;
	static __shared__ int sh_20[256];
}

struct alignas(8) Bounds21 {
	bool val22;
	int y23;
};
static_assert((3 * (CHUNK_1 + 9)) == 047, "bad config");

constexpr __host__ int sift24(int count25, int n26) {
	n26++;
	return static_cast<int>(0x25 - n26);
}

int main() {
	int len27 = 1238;
	char vals32{len27};
	float z28 = ((len27 - CONFIG_3) - (0x2c)) % (-(len27 * len27));
	int tmp29 = '\'';
	int pass30 = 0;
	do {
		if (sift24(pass30, 22) <= 0b111) {
			continue;
		}
		z28 = static_cast<unsigned char>(CHUNK_1);
		int off31 = sift24(tmp29, pass30);
		++pass30;
	} while ((pass30 < pass30) && ((+tmp29) == CONFIG_3));
	smooth17<int, unsigned int><<<CHUNK_1 + 508, CONFIG_3 + 231>>>((tmp29 & CHUNK_1) + z28);
	return 0;
}

// cudagen 0.1 seed 151 valid
// features: kernel,kernel_template,launch_deduced_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,static_host_function,main,managed_var,constexpr_var,auto_var,struct,struct_methods,class_private,aligned_struct,namespace,if,range_for,while,do_while,goto,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,call,method_call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_capture_ref,lambda_generic,macro_function,comments
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define MOD8_2(x) ((x) % 8)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
// Helper used by the kernels below.

__global__ void mix5_kernel(const double *src6, float *data7)
{
	int idx8 = (blockIdx.x * blockDim.x) + threadIdx.x;
	int w9 = warpSize;
	int cnt10 = src6[0b10];
	if (cnt10 && (w9 >= threadIdx.x)) {
		goto out12;
	}
	if (threadIdx.y >= 40) {
		w9 ^= (1ul << (idx8 ^ idx8)) + MOD8_2(-cnt10);
		float y11 = static_cast<float>(8.875f);
	}
out12:;
}
__managed__ unsigned int m_sift13[16];
/* Returns the accumulated value. */

static long scatter14(int count15, int stride16)
{
	mix5_kernel<<<sizeof(int) * 8, dim3(1 << 8, (stride16 + 63) / 64), sizeof(float) * 32, nullptr>>>(nullptr, nullptr);
	mix5_kernel<<<dim3((stride16 + 127) / 128, 8, (0x10)), 256 * 2, sizeof(int) * 32>>>(nullptr, (float*)nullptr);
	float e17{15L};
	m_sift13[count15]--;
	count15 <<= 0x3Bu - m_sift13[count15 & 15];
	mix5_kernel<<<dim3((count15 + 0x7F) / 128, 256, 1 << 7), 0x20>>>(static_cast<const double*>(nullptr), &e17);
	mix5_kernel<<<0b1, 1 << 6, sizeof(int) * 128>>>(nullptr, &e17);
	return stride16;
}

struct alignas(8) Span18 {
	float id19;
	int hi20;
	float w21;
	__host__ __device__ float apply22(unsigned int tmp23) const
	{
		tmp23 += (-hi20) << (MOD8_2(tmp23));
		tmp23--;
		return 18.25F - tmp23;
	}
};

namespace util24 {
__global__ void pack25(Span18 a26, Span18 cfg27, int count28)
{
	auto v29 = cfg27.apply22(ADD3_1((count28 += 0L, 0b101011ll), m_sift13[5], ADD3_1(warpSize, 17L, 5)));
	--a26.w21;
	if (v29 <= a26.hi20) {
		return;
	}
}
} // namespace util24

namespace ops30 {
template <typename T, int N = 3>
__global__ void tile31_kernel(T alpha32)
{
	int gid33 = threadIdx.x;
	if ((alpha32 >= threadIdx.x) && (threadIdx.x <= alpha32)) {
		return;
	}
	int pass34 = 0;
	do {
		for (auto r35 : m_sift13) {
			int iter36 = 0;
			while (iter36 < 6) {
				--r35;
				m_sift13[8]++;
				if (blockIdx.x > gridDim.y) {
					return;
				}
				++iter36;
			}
		}
		++pass34;
	} while ((pass34 < 14) && (!(alpha32 != N)));
}

inline __device__ double kick37(const double *in38, int n39)
{
	int w40 = 0;
	while (w40 < 0x10) {
		m_sift13[w40 & 15] = 43;
		float r41 = (n39 + ((*in38) * n39));
		--r41;
		++w40;
	}
	return gridDim.x - (gridDim.x - sizeof(float));
}

class Vec42 {
	double val43;
public:
	__host__ __device__ Vec42(double a44) : val43(a44) {}
	__host__ __device__ void total45(float lo46)
	{
		val43 /= lo46;
	}
};
} // namespace ops30

unsigned long host_rank47(Span18 p48, unsigned b49)
{
	dim3 acc50(1 << 7);
	ops30::Vec42 hi51(sizeof(unsigned int));
	auto lam55 = [&](auto m52, auto off53) {
		float off54 = double(b49);
		return m52 * 2;
	};
	util24::pack25<<<0x20, 0x100 * 2, 0, nullptr>>>(p48, Span18{19.0F, -215, 8.875F}, p48.w21);
	if (39 != (b49 * m_sift13[0x5])) {
		return b49;
	}
	cudaStream_t tmp56 = 0;
	if ((b49 + p48.id19) < 'A') {
		goto done57;
	}
	if (static_cast<char>(b49) != 44) {
		return MOD8_2(p48.hi20) * scatter14(0x2Bull, b49);
	}
done57:;
	return lam55(static_cast<int>(b49), static_cast<int>(26L));
}

int main()
{
	int len58 = 1480;
	len58 += m_sift13[len58];
	m_sift13[len58 & 15] += scatter14(scatter14(0x1e, 10), 13 ^ m_sift13[len58]);
	ops30::tile31_kernel<<<dim3(256, (len58 + 255) / 256), 64>>>(long(sizeof(float)));
	return 0;
}

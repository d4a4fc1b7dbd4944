// cudagen 0.1 seed 2308 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_template_function,host_function,default_args,main,shared_var,constexpr_var,local_array,const_local,typedef,anon_namespace,if,goto,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,lambda,lambda_init_capture,lambda_launch,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

long host_spread2(float a3)
{
	unsigned short lo4[0b11] = {};
	lo4[1] = 066l / a3;
	a3 = (((lo4[0] & lo4[0x2]) < lo4[1]) ? ((short)lo4[1]) : ((lo4[0x1] >= 42U) ? lo4[0] : lo4[0])) | 17;
	if (lo4[0x2] > 55) {
		return (34 | lo4[2]) + lo4[2];
	}
	int val5 = lo4[0] - (lo4[1] * u8'a');
	return ((u'A' * val5) - (3 - lo4[2])) + ((9 | val5) / (0x40L | lo4[1]));
}

template <typename T, int N>
__device__ unsigned int warp6(const T *coef7, char beta8, const unsigned char *in9)
{
	T res10 = *in9;
	const T s11 = N;
	beta8++;
	unsigned int val12[3] = {2713, 5u};
	return 13l + (in9[2] * N) + s11;
}
typedef long long idx13_t;

__global__ void tile14_kernel(int count15, double alpha16, float beta17)
{
	int gid18 = threadIdx.x;
	if (gid18 >= count15) {
		return;
	}
	--count15;
	__shared__ int sh_19[128];
	(--sh_19[0b1011001], (count15 = warp6<long, 0x5>(nullptr, ' ', nullptr)));
	warp6<int, 8>(&gid18, warp6<double, 1>(&alpha16, gid18 + threadIdx.y, nullptr), nullptr);
	beta17 = warp6<unsigned int, 4>(static_cast<const unsigned*>(nullptr), warp6<int, 010>(&gid18, 33ul, nullptr) + (127l * gid18), nullptr);
}

namespace {
void run_tile20(int n21)
{
	auto lam24 = [x22 = n21 % n21](long idx23) -> char {
		tile14_kernel<<<0x20 * 020, (64), 0, 0>>>(((x22 == 17UL) ? 0xcUL : idx23) + host_spread2(6U), (float)idx23, 19.875F);
		idx23--;
		return host_spread2((unsigned long)0x39);
	};
	if ('A' == (n21 - n21)) {
		goto skip25;
	}
	lam24(n21);
	n21 = ((014 + n21));
	--n21;
skip25:;
}
} // namespace

inline unsigned long long host_update26(int lane27 = 6)
{
	float y28 = 0x1 % ((lane27 * 3396) + host_spread2(15.625F));
	run_tile20(9ul);
	tile14_kernel<<<(lane27 + 255) / 256, 0x2 * 0x10, (1024)>>>(host_spread2((lane27)), lane27 / y28, lane27 - host_spread2(1.5f));
	ACCUM_1(y28, (3533));
	int flag29 = '0';
	host_spread2((y28 == y28) ? (2.625F + flag29) : 0x6);
	tile14_kernel<<<(flag29 + 255) / 256, (01000), 4096>>>(42U, (y28 - flag29) - host_spread2(0x27ul), (0x4 - y28) - (lane27 * 8));
	return (0b1010u);
}

int main()
{
	int len30 = 2884;
	if ((len30 >= 0x2bULL) && (len30 >= len30)) {
		return (len30 += 29, (-13)) / (3744 + len30);
	}
	unsigned int lo31 = 22;
	tile14_kernel<<<dim3((len30 + 31) / 32), 512, 0, (cudaStream_t)0>>>((float)(23 * lo31), -(len30 + 19.875F), host_update26());
	return 0;
}

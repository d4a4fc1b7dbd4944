// cudagen 0.1 seed 1697 valid
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,host_function,main,managed_var,shared_var,static_shared,constexpr_var,auto_var,if,while,goto,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_bool,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,lambda,lambda_capture_value,lambda_launch,macro_function,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 12
#else
#define TUNE_5 55
#endif

__device__ int update6(unsigned int q7, int len8)
{
	q7 = len8;
	if (ADD3_1(q7, 17U, 30) != 13l) {
		goto out11;
	}
	len8 = 18 - (float(len8));
	if (!(len8 >= q7)) {
		float cnt9(q7);
		char f10 = TUNE_5;
		cnt9 = q7;
	}
	len8 = q7;
out11:;
	return 2L;
}

__host__ int run_accum12(double cfg13)
{
	cfg13++;
	cfg13 = sizeof(char) + cfg13;
	if ((cfg13 == sizeof(double)) || (cfg13 < 61))
		return 54ul;
	int w14 = cfg13;
	ACCUM_2(w14, (int(TUNE_5)));
	return TUNE_5;
}
__managed__ float m_sift15 = 7.5f;

char merge16(int lane17, int count18, double alpha19)
{
	alpha19 = 13.0;
	if (((count18 != alpha19) ? CAT_3(alpha, 19) : alpha19) == 14)
		return m_sift15;
	double mid20(15.625);
	bool diff21(false * (-lane17));
	return m_sift15;
}

__global__ void __maxnreg__(128) accum22(const unsigned* coef23, const int* __restrict__ in24, float* __restrict__ data25, int count26)
{
	static __shared__ int sh_27[TUNE_5 + (TUNE_5 + 8)];
	m_sift15 *= (TUNE_5 * int(*in24)) + 59;
	float q28(6.75f);
	if ((!(m_sift15 > data25[1])) && ((count26 != 35) || (q28 < 13)))
		sh_27[count26] <<= coef23[1];
	update6((data25[6] < 'A') ? 10ul : TUNE_5, (float)(coef23[6] * 7.125f));
}

__global__ void split29(size_t b30, float q31)
{
	m_sift15 *= -update6(32u, b30);
	m_sift15 /= 12.75f;
	if (update6(6, CAT_3(b, 30)) <= float(b30)) {
		if (update6(m_sift15, int(b30)) > 023l) {
			int z32 = sizeof(float);
			b30 &= long(TUNE_5);
		}
		__shared__ int sh_33[128];
	}
}

__device__ void sift34(long alpha35, long long beta36, int stride37)
{
	m_sift15 *= update6(static_cast<double>(TUNE_5) - ADD3_1(m_sift15, 60, CAT_3(beta, 36)), 1 + int(m_sift15));
	if (m_sift15 > (m_sift15 + 1712))
		return;
	__shared__ int sh_38[(TUNE_5 + 52)];
	stride37 = update6(alignof(float), ADD3_1(alpha35 / 60l, stride37, 35));
	beta36 <<= 7lu;
}

int check_update39(int* __restrict__ data40, long p41)
{
	if (m_sift15 < run_accum12(9.75)) {
		goto out42;
	}
	if (!(data40 != nullptr))
		return (*data40) % ((unsigned)32);
	merge16(merge16(merge16(-12, *data40, TUNE_5), p41 / p41, 2.625f * data40[4]), (!(60U < CAT_3(p, 41))) ? merge16(data40[1], m_sift15, p41) : (m_sift15 - m_sift15), p41 * TUNE_5);
out42:;
	return (48ULL % run_accum12(19U)) + ((p41 & TUNE_5) / merge16(alignof(float), 62, 4.625F));
}

int main()
{
	int size43 = 1367;
	int pass44 = 0;
	while (pass44 < size43) {
		auto fn47 = [=](float r45, int base46) -> long long {
			accum22<<<8, 1 << 011, TUNE_5 + (TUNE_5 + (TUNE_5 + 4060)), 0>>>(nullptr, &size43, &r45, TUNE_5);
			r45 = ADD3_1(size43 & run_accum12(r45), r45, 33);
			return size43;
		};
		fn47(size43, 47);
		++pass44;
	}
	auto fn51 = [](double res48, int k49) {
		m_sift15 -= run_accum12(check_update39(&k49, m_sift15 - 12));
		auto h50 = static_cast<int>(m_sift15);
	};
	fn51(pass44, pass44);
	float res52 = ((short)m_sift15) << 6;
	long long v53 = res52;
	ACCUM_2(m_sift15, ((short)size43));
	split29<<<(pass44 + 255) / 256, dim3((pass44 + 31) / 32)>>>(30L, (char)check_update39(&size43, res52));
	return 0;
}

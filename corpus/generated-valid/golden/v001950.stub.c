#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001950.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14scale25_kernelPdPmPc5Kind3(double *, unsigned long *, char *, enum Kind3);
static void __device_stub__Z7weigh20IfEvPKT_S2_(const float *, const float *);
static void __device_stub__Z8spread33IiLi3EEvPT_iii(int *, int, int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14scale25_kernelPdPmPc5Kind3(double *__par0, unsigned long *__par1, char *__par2, enum Kind3 __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(double *, unsigned long *, char *, enum Kind3))scale25_kernel)), 0U);}
# 22 "v001950.cu"
void scale25_kernel( double *__cuda_0,unsigned long *__cuda_1,char *__cuda_2,enum ::Kind3 __cuda_3)
# 22 "v001950.cu"
{__device_stub__Z14scale25_kernelPdPmPc5Kind3( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 28 "v001950.cu"
}
# 1 "v001950.cudafe1.stub.c"
static void __device_stub__Z7weigh20IfEvPKT_S2_( const float *__par0,  const float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const float *, const float *))weigh20<float> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_weigh20<float>( const float *&__cuda_0,const float *&__cuda_1){__device_stub__Z7weigh20IfEvPKT_S2_( (const float *&)__cuda_0,(const float *&)__cuda_1);}
static void __device_stub__Z8spread33IiLi3EEvPT_iii( int *__par0,  int __par1,  int __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(int *, int, int, int))spread33<int, (int)3> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_spread33<int,3>( int *&__cuda_0,int &__cuda_1,int &__cuda_2,int &__cuda_3){__device_stub__Z8spread33IiLi3EEvPT_iii( (int *&)__cuda_0,(int &)__cuda_1,(int &)__cuda_2,(int &)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(int *, int, int, int))spread33<int, (int)3> ), _Z8spread33IiLi3EEvPT_iii, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const float *, const float *))weigh20<float> ), _Z7weigh20IfEvPKT_S2_, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(double *, unsigned long *, char *, enum Kind3))scale25_kernel), _Z14scale25_kernelPdPmPc5Kind3, (-1)); __cudaRegisterVariable(__T6, __shadow_var(c_smooth10,::c_smooth10), 0, 8UL, 1, 0); __cudaRegisterVariable(__T6, __shadow_var(c_step11,::c_step11), 0, 32UL, 1, 0); __cudaRegisterVariable(__T6, __shadow_var(c_tally24,::c_tally24), 0, 4UL, 1, 0); __cudaRegisterManagedVariable(__T6, __shadow_var(m_count40,::m_count40), 0, 256UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

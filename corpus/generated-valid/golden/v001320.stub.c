#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001320.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5fold7iPmPKyi(int, unsigned long *, const unsigned long long *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13rank13_kernelPiPKfPKmPl(int *, const float *, const size_t *, long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7sweep26Pj(unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7relax33iPiyf(int, int *, unsigned long long, real31_t);
static void __device_stub__Z6grow19IffEvT0_PT_ii(float, real31_t *, int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5fold7iPmPKyi(int __par0, unsigned long *__par1, const unsigned long long *__par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, unsigned long *, const unsigned long long *, int))fold7)), 0U);}
# 18 "v001320.cu"
void fold7( int __cuda_0,unsigned long *__cuda_1,const unsigned long long *__cuda_2,int __cuda_3)
# 18 "v001320.cu"
{__device_stub__Z5fold7iPmPKyi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 33 "v001320.cu"
}
# 1 "v001320.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13rank13_kernelPiPKfPKmPl( int *__par0,  const float *__par1,  const size_t *__par2,  long *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int *, const float *, const size_t *, long *))rank13_kernel)), 0U); }
# 36 "v001320.cu"
void rank13_kernel( int *__cuda_0,const float *__cuda_1,const ::size_t *__cuda_2,long *__cuda_3)
# 36 "v001320.cu"
{__device_stub__Z13rank13_kernelPiPKfPKmPl( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v001320.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7sweep26Pj( unsigned *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned *))sweep26)), 0U); }
# 55 "v001320.cu"
void sweep26( unsigned *__cuda_0)
# 55 "v001320.cu"
{__device_stub__Z7sweep26Pj( __cuda_0);
# 64 "v001320.cu"
}
# 1 "v001320.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7relax33iPiyf( int __par0,  int *__par1,  unsigned long long __par2,  real31_t __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, int *, unsigned long long, real31_t))relax33)), 0U); }
# 69 "v001320.cu"
void relax33( int __cuda_0,int *__cuda_1,unsigned long long __cuda_2,::real31_t __cuda_3)
# 69 "v001320.cu"
{__device_stub__Z7relax33iPiyf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v001320.cudafe1.stub.c"
static void __device_stub__Z6grow19IffEvT0_PT_ii( float __par0,  real31_t *__par1,  int __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(float, real31_t *, int, int))grow19<float, float> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_grow19<float,float>( float &__cuda_0,::real31_t *&__cuda_1,int &__cuda_2,int &__cuda_3){__device_stub__Z6grow19IffEvT0_PT_ii( (float &)__cuda_0,(::real31_t *&)__cuda_1,(int &)__cuda_2,(int &)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(float, real31_t *, int, int))grow19<float, float> ), _Z6grow19IffEvT0_PT_ii, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, int *, unsigned long long, real31_t))relax33), _Z7relax33iPiyf, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(unsigned *))sweep26), _Z7sweep26Pj, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int *, const float *, const size_t *, long *))rank13_kernel), _Z13rank13_kernelPiPKfPKmPl, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, unsigned long *, const unsigned long long *, int))fold7), _Z5fold7iPmPKyi, (-1)); __cudaRegisterManagedVariable(__T4, __shadow_var(m_shade32,::m_shade32), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

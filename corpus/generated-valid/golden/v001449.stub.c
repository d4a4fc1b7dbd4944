#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001449.fatbin.c"
typedef math7::Op8 _ZN5math73Op8E;
extern __attribute__((visibility("hidden"))) void __device_stub__Z7trace26PKfPKiN5math73Op8E(const float *__restrict__, const int *,  _ZN5math73Op8E);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8filter48iPd6Cell41i(int, double *, struct Cell41&, idx37_t);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5math76kick11EijPKf(int, unsigned, const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7trace26PKfPKiN5math73Op8E(const float *__restrict__ __par0, const int *__par1,  _ZN5math73Op8E __par2){ const float *__T0;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const float *__restrict__, const int *,  _ZN5math73Op8E))trace26)), 0U);}
# 41 "v001449.cu"
void trace26( const float *__restrict__ __cuda_0,const int *__cuda_1, _ZN5math73Op8E __cuda_2)
# 42 "v001449.cu"
{__device_stub__Z7trace26PKfPKiN5math73Op8E( __cuda_0,__cuda_1,__cuda_2);
# 52 "v001449.cu"
}
# 1 "v001449.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8filter48iPd6Cell41i( int __par0,  double *__par1,  struct Cell41&__par2,  idx37_t __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArg(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, double *, struct Cell41, idx37_t))filter48)), 0U); }
# 73 "v001449.cu"
void filter48( int __cuda_0,double *__cuda_1,struct ::Cell41 __cuda_2,::idx37_t __cuda_3)
# 74 "v001449.cu"
{__device_stub__Z8filter48iPd6Cell41i( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 82 "v001449.cu"
}
# 1 "v001449.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5math76kick11EijPKf( int __par0,  unsigned __par1,  const float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(int, unsigned, const float *))math7::kick11)), 0U); }
# 15 "v001449.cu"
void math7::kick11( int __cuda_0,unsigned __cuda_1,const float *__cuda_2)
# 16 "v001449.cu"
{__device_stub__ZN5math76kick11EijPKf( __cuda_0,__cuda_1,__cuda_2);
# 23 "v001449.cu"
}
# 1 "v001449.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int, unsigned, const float *))math7::kick11), _ZN5math76kick11EijPKf, 512UL); __cudaRegisterEntry(__T4, ((void ( *)(int, double *, struct Cell41, idx37_t))filter48), _Z8filter48iPd6Cell41i, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const float *__restrict__, const int *,  _ZN5math73Op8E))trace26), _Z7trace26PKfPKiN5math73Op8E, (-1)); __cudaRegisterManagedVariable(__T4, __shadow_var(m_spread6,::m_spread6), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

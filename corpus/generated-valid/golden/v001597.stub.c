#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001597.fatbin.c"
typedef double _ZN5ops268real27_tE;
extern __attribute__((visibility("hidden"))) void __device_stub__Z7trace31PdPiPKiPm(_ZN5ops268real27_tE *, int *, const int *, size_t *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8gather40PiS_PKfb(int *, int *, const float *, bool);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN4gpu66probe7EPKfPmj(const float *, unsigned long *, unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7trace31PdPiPKiPm(_ZN5ops268real27_tE *__par0, int *__par1, const int *__par2, size_t *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(_ZN5ops268real27_tE *, int *, const int *, size_t *))trace31)), 0U);}
# 40 "v001597.cu"
void trace31( _ZN5ops268real27_tE *__cuda_0,int *__cuda_1,const int *__cuda_2,::size_t *__cuda_3)
# 40 "v001597.cu"
{__device_stub__Z7trace31PdPiPKiPm( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 48 "v001597.cu"
}
# 1 "v001597.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8gather40PiS_PKfb( int *__par0,  int *__par1,  const float *__par2,  bool __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int *, int *, const float *, bool))gather40)), 0U); }
# 52 "v001597.cu"
void gather40( int *__cuda_0,int *__cuda_1,const float *__cuda_2,bool __cuda_3)
# 52 "v001597.cu"
{__device_stub__Z8gather40PiS_PKfb( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 65 "v001597.cu"
}
# 1 "v001597.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN4gpu66probe7EPKfPmj( const float *__par0,  unsigned long *__par1,  unsigned __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const float *, unsigned long *, unsigned))gpu6::probe7)), 0U); }
# 14 "v001597.cu"
void gpu6::probe7( const float *__cuda_0,unsigned long *__cuda_1,unsigned __cuda_2)
# 14 "v001597.cu"
{__device_stub__ZN4gpu66probe7EPKfPmj( __cuda_0,__cuda_1,__cuda_2);
# 21 "v001597.cu"
}
# 1 "v001597.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const float *, unsigned long *, unsigned))gpu6::probe7), _ZN4gpu66probe7EPKfPmj, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, int *, const float *, bool))gather40), _Z8gather40PiS_PKfb, 1024); __cudaRegisterEntry(__T3, ((void ( *)(_ZN5ops268real27_tE *, int *, const int *, size_t *))trace31), _Z7trace31PdPiPKiPm, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_combine5,::c_combine5), 0, 4UL, 1, 0); __cudaRegisterManagedVariable(__T3, __shadow_var(m_pivot25,::m_pivot25), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

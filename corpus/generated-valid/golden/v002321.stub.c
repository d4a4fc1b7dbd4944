#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002321.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6pivot7jPKiS0_(unsigned, const int *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6pack19PKfi(const float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5img277inner286lerp30EPlPj(long *, unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6pivot7jPKiS0_(unsigned __par0, const int *__par1, const int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned, const int *, const int *))pivot7)), 0U);}
# 20 "v002321.cu"
void pivot7( unsigned __cuda_0,const int *__cuda_1,const int *__cuda_2)
# 20 "v002321.cu"
{__device_stub__Z6pivot7jPKiS0_( __cuda_0,__cuda_1,__cuda_2);
# 29 "v002321.cu"
}
# 1 "v002321.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6pack19PKfi( const float *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const float *, int))pack19)), 0U); }
# 32 "v002321.cu"
void pack19( const float *__cuda_0,int __cuda_1)
# 32 "v002321.cu"
{__device_stub__Z6pack19PKfi( __cuda_0,__cuda_1);
# 38 "v002321.cu"
}
# 1 "v002321.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5img277inner286lerp30EPlPj( long *__par0,  unsigned *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(long *, unsigned *))img27::inner28::lerp30)), 0U); }
# 44 "v002321.cu"
void img27::inner28::lerp30( long *__cuda_0,unsigned *__cuda_1)
# 44 "v002321.cu"
{__device_stub__ZN5img277inner286lerp30EPlPj( __cuda_0,__cuda_1);
# 53 "v002321.cu"
}
# 1 "v002321.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(long *, unsigned *))img27::inner28::lerp30), _ZN5img277inner286lerp30EPlPj, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const float *, int))pack19), _Z6pack19PKfi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned, const int *, const int *))pivot7), _Z6pivot7jPKiS0_, 1024); __cudaRegisterVariable(__T3, __shadow_var(_ZN5img277inner288c_step29E,::img27::inner28::c_step29), 0, 32UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

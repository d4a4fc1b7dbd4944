#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001533.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7drift18PKiPdj(const int *, double *, unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6fold26ib(idx17_t, bool);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7drift18PKiPdj(const int *__par0, double *__par1, unsigned __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const int *, double *, unsigned))drift18)), 0U);}
# 40 "v001533.cu"
void drift18( const int *__cuda_0,double *__cuda_1,unsigned __cuda_2)
# 40 "v001533.cu"
{__device_stub__Z7drift18PKiPdj( __cuda_0,__cuda_1,__cuda_2);
# 63 "v001533.cu"
}
# 1 "v001533.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6fold26ib( idx17_t __par0,  bool __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(idx17_t, bool))fold26)), 0U); }
# 66 "v001533.cu"
void fold26( ::idx17_t __cuda_0,bool __cuda_1)
# 66 "v001533.cu"
{__device_stub__Z6fold26ib( __cuda_0,__cuda_1);
# 73 "v001533.cu"
}
# 1 "v001533.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(idx17_t, bool))fold26), _Z6fold26ib, 256); __cudaRegisterEntry(__T4, ((void ( *)(const int *, double *, unsigned))drift18), _Z7drift18PKiPdj, (-1)); __cudaRegisterVariable(__T4, __shadow_var(c_fold12,::c_fold12), 0, 8UL, 1, 0); __cudaRegisterVariable(__T4, __shadow_var(d_accum25,::d_accum25), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

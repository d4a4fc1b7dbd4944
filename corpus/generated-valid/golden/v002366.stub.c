#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002366.fatbin.c"
typedef ops13::Cell14 _ZN5ops136Cell14E;
extern __attribute__((visibility("hidden"))) void __device_stub__Z6clamp9Px(long long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7shade33PfN5ops136Cell14EPs(float *,  _ZN5ops136Cell14E&, short *__restrict__);
static void __device_stub__Z8gather40Pf(float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6clamp9Px(long long *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(long long *))clamp9)), 0U);}
# 20 "v002366.cu"
void clamp9( long long *__cuda_0)
# 20 "v002366.cu"
{__device_stub__Z6clamp9Px( __cuda_0);
# 26 "v002366.cu"
}
# 1 "v002366.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7shade33PfN5ops136Cell14EPs( float *__par0,   _ZN5ops136Cell14E&__par1,  short *__restrict__ __par2) {  short *__T0;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArg(__par1, 8UL); __T0 = __par2; __cudaSetupArgSimple(__T0, 24UL); __cudaLaunch(((char *)((void ( *)(float *,  _ZN5ops136Cell14E, short *__restrict__))shade33)), 0U); }
# 50 "v002366.cu"
void shade33( float *__cuda_0, _ZN5ops136Cell14E __cuda_1,short *__restrict__ __cuda_2)
# 50 "v002366.cu"
{__device_stub__Z7shade33PfN5ops136Cell14EPs( __cuda_0,__cuda_1,__cuda_2);
# 57 "v002366.cu"
}
# 1 "v002366.cudafe1.stub.c"
static void __device_stub__Z8gather40Pf( float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float *))gather40)), 0U); }
# 59 "v002366.cu"
static void gather40( float *__cuda_0)
# 59 "v002366.cu"
{__device_stub__Z8gather40Pf( __cuda_0);
# 72 "v002366.cu"
}
# 1 "v002366.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(float *))gather40), _Z8gather40Pf, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(float *,  _ZN5ops136Cell14E, short *__restrict__))shade33), _Z7shade33PfN5ops136Cell14EPs, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(long long *))clamp9), _Z6clamp9Px, (-1)); __cudaRegisterVariable(__T4, __shadow_var(c_sweep26,::c_sweep26), 0, 2UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000392.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5norm5PKiiPKf(const int *, int, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7pivot14jc(unsigned, char);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14tally39_kerneljPdPKh(unsigned, double *, const unsigned char *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5norm5PKiiPKf(const int *__par0, int __par1, const float *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const int *, int, const float *))norm5)), 0U);}
# 12 "v000392.cu"
void norm5( const int *__cuda_0,int __cuda_1,const float *__cuda_2)
# 12 "v000392.cu"
{__device_stub__Z5norm5PKiiPKf( __cuda_0,__cuda_1,__cuda_2);
# 23 "v000392.cu"
}
# 1 "v000392.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7pivot14jc( unsigned __par0,  char __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(unsigned, char))pivot14)), 0U); }
# 25 "v000392.cu"
void pivot14( unsigned __cuda_0,char __cuda_1)
# 25 "v000392.cu"
{__device_stub__Z7pivot14jc( __cuda_0,__cuda_1);
# 36 "v000392.cu"
}
# 1 "v000392.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14tally39_kerneljPdPKh( unsigned __par0,  double *__par1,  const unsigned char *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned, double *, const unsigned char *))tally39_kernel)), 0U); }
# 70 "v000392.cu"
void tally39_kernel( unsigned __cuda_0,double *__cuda_1,const unsigned char *__cuda_2)
# 70 "v000392.cu"
{__device_stub__Z14tally39_kerneljPdPKh( __cuda_0,__cuda_1,__cuda_2);
# 78 "v000392.cu"
}
# 1 "v000392.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(unsigned, double *, const unsigned char *))tally39_kernel), _Z14tally39_kerneljPdPKh, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned, char))pivot14), _Z7pivot14jc, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *, int, const float *))norm5), _Z5norm5PKiiPKf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

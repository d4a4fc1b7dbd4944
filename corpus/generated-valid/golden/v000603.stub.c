#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000603.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6apply5iPKh(int, const unsigned char *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6step10PKiPiS1_i(const int *, int *, int *, int);
static void __device_stub__Z15smooth17_kerneliPKi(int, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6util217inner227weigh29EPKi(const int *);
static void __device_stub__ZN6util217inner227trace33EPKtf(const unsigned short *, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6apply5iPKh(int __par0, const unsigned char *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int, const unsigned char *))apply5)), 0U);}
# 12 "v000603.cu"
void apply5( int __cuda_0,const unsigned char *__cuda_1)
# 13 "v000603.cu"
{__device_stub__Z6apply5iPKh( __cuda_0,__cuda_1);
# 22 "v000603.cu"
}
# 1 "v000603.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6step10PKiPiS1_i( const int *__par0,  int *__par1,  int *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const int *, int *, int *, int))step10)), 0U); }
# 24 "v000603.cu"
void step10( const int *__cuda_0,int *__cuda_1,int *__cuda_2,int __cuda_3)
# 25 "v000603.cu"
{__device_stub__Z6step10PKiPiS1_i( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 35 "v000603.cu"
}
# 1 "v000603.cudafe1.stub.c"
static void __device_stub__Z15smooth17_kerneliPKi( int __par0,  const int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, const int *))smooth17_kernel)), 0U); }
# 37 "v000603.cu"
static void smooth17_kernel( int __cuda_0,const int *__cuda_1)
# 38 "v000603.cu"
{__device_stub__Z15smooth17_kerneliPKi( __cuda_0,__cuda_1);
# 45 "v000603.cu"
}
# 1 "v000603.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6util217inner227weigh29EPKi( const int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const int *))util21::inner22::weigh29)), 0U); }
# 56 "v000603.cu"
void util21::inner22::weigh29( const int *__cuda_0)
# 57 "v000603.cu"
{__device_stub__ZN6util217inner227weigh29EPKi( __cuda_0);


}
# 1 "v000603.cudafe1.stub.c"
static void __device_stub__ZN6util217inner227trace33EPKtf( const unsigned short *__par0,  float __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const unsigned short *, float))util21::inner22::trace33)), 0U); }
# 62 "v000603.cu"
static void util21::inner22::trace33( const unsigned short *__cuda_0,float __cuda_1)
# 63 "v000603.cu"
{__device_stub__ZN6util217inner227trace33EPKtf( __cuda_0,__cuda_1);




}
# 1 "v000603.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned short *, float))util21::inner22::trace33), _ZN6util217inner227trace33EPKtf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *))util21::inner22::weigh29), _ZN6util217inner227weigh29EPKi, 32); __cudaRegisterEntry(__T3, ((void ( *)(int, const int *))smooth17_kernel), _Z15smooth17_kerneliPKi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *, int *, int *, int))step10), _Z6step10PKiPiS1_i, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, const unsigned char *))apply5), _Z6apply5iPKh, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop

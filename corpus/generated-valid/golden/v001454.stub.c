#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001454.fatbin.c"
typedef Pixel11<int>  _Z7Pixel11IiE;
extern __attribute__((visibility("hidden"))) void __device_stub__Z7smooth4PKimiPKf(const int *, unsigned long, int, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14sweep21_kerneliidi(int, int, double, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13step33_kerneliPKhPi(int, const unsigned char *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14sweep38_kernel7Pixel11IiEi(const  _Z7Pixel11IiE&, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6tile44PKdi(const double *, int);
static void __device_stub__Z16combine29_kernelIlEvPKT_(const long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7smooth4PKimiPKf(const int *__par0, unsigned long __par1, int __par2, const float *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const int *, unsigned long, int, const float *))smooth4)), 0U);}
# 10 "v001454.cu"
void smooth4( const int *__cuda_0,unsigned long __cuda_1,int __cuda_2,const float *__cuda_3)
# 11 "v001454.cu"
{__device_stub__Z7smooth4PKimiPKf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v001454.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14sweep21_kerneliidi( int __par0,  int __par1,  double __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(int, int, double, int))sweep21_kernel)), 0U); }
# 43 "v001454.cu"
void sweep21_kernel( int __cuda_0,int __cuda_1,double __cuda_2,int __cuda_3)
# 44 "v001454.cu"
{__device_stub__Z14sweep21_kerneliidi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v001454.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13step33_kerneliPKhPi( int __par0,  const unsigned char *__par1,  int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, const unsigned char *, int *))step33_kernel)), 0U); }
# 62 "v001454.cu"
void step33_kernel( int __cuda_0,const unsigned char *__cuda_1,int *__cuda_2)
# 63 "v001454.cu"
{__device_stub__Z13step33_kerneliPKhPi( __cuda_0,__cuda_1,__cuda_2);
# 70 "v001454.cu"
}
# 1 "v001454.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14sweep38_kernel7Pixel11IiEi( const  _Z7Pixel11IiE&__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArg(__par0, 0UL); __cudaSetupArgSimple(__par1, 12UL); __cudaLaunch(((char *)((void ( *)(const  _Z7Pixel11IiE, int))sweep38_kernel)), 0U); }
# 73 "v001454.cu"
void sweep38_kernel( const  _Z7Pixel11IiE __cuda_0,int __cuda_1)
# 74 "v001454.cu"
{__device_stub__Z14sweep38_kernel7Pixel11IiEi( __cuda_0,__cuda_1);




}
# 1 "v001454.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6tile44PKdi( const double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const double *, int))tile44)), 0U); }
# 81 "v001454.cu"
void tile44( const double *__cuda_0,int __cuda_1)
# 82 "v001454.cu"
{__device_stub__Z6tile44PKdi( __cuda_0,__cuda_1);


}
# 1 "v001454.cudafe1.stub.c"
static void __device_stub__Z16combine29_kernelIlEvPKT_( const long *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const long *))combine29_kernel<long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_combine29_kernel<long>( const long *&__cuda_0){__device_stub__Z16combine29_kernelIlEvPKT_( (const long *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const long *))combine29_kernel<long> ), _Z16combine29_kernelIlEvPKT_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const double *, int))tile44), _Z6tile44PKdi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const  _Z7Pixel11IiE, int))sweep38_kernel), _Z14sweep38_kernel7Pixel11IiEi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, const unsigned char *, int *))step33_kernel), _Z13step33_kerneliPKhPi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, int, double, int))sweep21_kernel), _Z14sweep21_kerneliidi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *, unsigned long, int, const float *))smooth4), _Z7smooth4PKimiPKf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
